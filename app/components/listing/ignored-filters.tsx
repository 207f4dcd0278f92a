/** Filter values the URL held but the search skipped (a mistyped or outdated link). */
export function IgnoredFilters({ unknown, problems }: { unknown: string[]; problems: string[] }) {
  return (
    <div role="status" className="mx-auto mt-6 max-w-7xl px-4 text-sm text-amber-800 sm:px-6">
      {unknown.length ? <p>Pominięto nieznane wartości: {unknown.join(", ")}.</p> : null}
      {problems.map((p) => (
        <p key={p}>Pominięto filtr — {p}</p>
      ))}
    </div>
  );
}
