import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button } from "./button";

/**
 * A dialog form's last row: 'Anuluj' and the submit button, which names what is under way while
 * the form is sent. Stacked with the submit on top on phones, where the thumb reaches it first.
 */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  icon: Icon,
  sticky,
  className,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: LucideIcon;
  /** A long form's row stays in view at the bottom of the dialog as the fields scroll by. */
  sticky?: boolean;
  /** Its distance from the fields, or a line above it. */
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
        sticky &&
          "sticky bottom-0 -mx-4 -mb-4 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-5 sm:px-6",
        className,
      )}
    >
      <Button variant="secondary" type="button" onClick={onCancel}>
        Anuluj
      </Button>
      <Button type="submit" disabled={busy}>
        {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
