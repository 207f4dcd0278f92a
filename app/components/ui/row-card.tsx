import { Card } from "./card";

/**
 * An item of a list of the panel's and the administrator's tabs: what it is (`RowDetails`), then
 * its buttons, beside it from the small breakpoint and under it on phones.
 */
export function RowCard({ flat, children }: { flat?: boolean; children: React.ReactNode }) {
  return (
    <Card
      as="article"
      padding="sm"
      item
      flat={flat}
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      {children}
    </Card>
  );
}

/** The row's title, badges and facts, taking the width its buttons leave. */
export function RowDetails({ children }: { children: React.ReactNode }) {
  return <div className="min-w-0 flex-1 space-y-1">{children}</div>;
}
