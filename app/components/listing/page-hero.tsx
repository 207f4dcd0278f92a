/**
 * The green band at the top of list pages: eyebrow, title, subtitle and the filter below. On
 * the results pages (`results`: category and search) the title is the H1 with the count, the
 * results section's label (id results-heading); below lg the band, eyebrow and subtitle give
 * way to that H1 alone (app.css, .results-hero), so the results start high on a phone.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  results,
  children,
}: {
  eyebrow?: React.ReactNode;
  title: string;
  subtitle?: string;
  results?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={`bg-gradient-to-br from-brand-800 to-brand-600 text-white${results ? " results-hero" : ""}`}
    >
      {/* Compact on phones, where the results below should start within the first screen. */}
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-5 sm:px-6 sm:pt-10 sm:pb-8">
        {eyebrow ? <div className="mb-1 text-sm text-brand-100 sm:mb-2">{eyebrow}</div> : null}
        <h1
          id={results ? "results-heading" : undefined}
          className="text-2xl font-bold tracking-tight sm:text-4xl"
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-1 max-w-2xl text-sm text-brand-50 sm:mt-2 sm:text-base">{subtitle}</p>
        ) : null}
        {/* The filter panel is a closed sheet below lg: no gap for it there. */}
        {children ? <div className="mt-6 max-lg:has-[>.filters-sheet]:mt-0">{children}</div> : null}
      </div>
    </div>
  );
}
