import { cn } from "~/lib/cn";

/**
 * The small 'Zgłoś' link (DSA art. 16) beside a listing, service, agency page, review or received
 * message. A plain link to the report form: it works before hydration and without JavaScript, and
 * adds no script to the public pages. The server leaves `href` empty where reporting is not
 * offered (one's own content), and then nothing is shown.
 */
export function ReportLink({
  href,
  label,
  className,
}: {
  href: string | null | undefined;
  /** What is reported, for screen readers: „Zgłoś ogłoszenie”, „Zgłoś opinię: Jan”. */
  label: string;
  className?: string;
}) {
  if (!href) return null;
  return (
    <a
      href={href}
      aria-label={label}
      className={cn("text-xs text-gray-500 underline hover:text-gray-800", className)}
    >
      Zgłoś
    </a>
  );
}
