/** Long-form text (terms, privacy, help) with readable line length and heading styles. */
export function ProsePage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      {updated ? (
        <p className="mt-2 text-sm text-gray-500">Ostatnia aktualizacja: {updated}</p>
      ) : null}
      <div className="mt-8 space-y-4 leading-relaxed text-gray-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
