/** The green band at the top of list pages: eyebrow, title, subtitle and the filter below. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: React.ReactNode;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      {/* Compact on phones, where the results below should start within the first screen. */}
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-5 sm:px-6 sm:pt-10 sm:pb-8">
        {eyebrow ? <div className="mb-1 text-sm text-brand-100 sm:mb-2">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? (
          <p className="mt-1 max-w-2xl text-sm text-brand-50 sm:mt-2 sm:text-base">{subtitle}</p>
        ) : null}
        {/* The filter panel is a closed sheet below lg: no gap for it there. */}
        {children ? <div className="mt-6 max-lg:has-[>.filters-sheet]:mt-0">{children}</div> : null}
      </div>
    </div>
  );
}
