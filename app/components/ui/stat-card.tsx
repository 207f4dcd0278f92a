/** One figure in a `<dl>` of statistics (broker statistics, administrator dashboard). */
export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-gray-600">{note}</dd> : null}
    </div>
  );
}
