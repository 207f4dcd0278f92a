import { type LucideIcon, Trash2 } from "lucide-react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * 'Are you sure?' before a change that cannot be undone (a delete by default; revoking or
 * deactivating name their own button); the focus starts on 'Anuluj', the safe choice.
 */
export function ConfirmDialog({
  title,
  text,
  itemTitle,
  busy,
  onConfirm,
  onClose,
  confirm = { label: "Usuń", busyLabel: "Usuwanie...", icon: Trash2 },
  note,
}: {
  title: string;
  text: string;
  /** What it acts on (a listing's or service's title, an account), so it is clear what goes. */
  itemTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  confirm?: { label: string; busyLabel: string; icon: LucideIcon };
  /** What the administrator should know before confirming (the admin tabs' housekeeping). */
  note?: string;
}) {
  const Icon = confirm.icon;
  return (
    <Dialog title={title} description={text} onClose={onClose} size="sm">
      <p className="font-medium break-words text-gray-900">{itemTitle}</p>
      {note ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{note}</p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} data-autofocus>
          Anuluj
        </Button>
        <Button variant="danger" type="button" onClick={onConfirm} disabled={busy}>
          <Icon aria-hidden="true" className="size-4" />
          {busy ? confirm.busyLabel : confirm.label}
        </Button>
      </div>
    </Dialog>
  );
}
