import { Card } from "./card";

/** One figure in a `<dl>` of statistics (broker statistics, administrator dashboard). */
export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-gray-600">{note}</dd> : null}
    </Card>
  );
}
