import { Trash2 } from "lucide-react";
import { dangerButtonClass, secondaryButtonClass } from "./form-controls";
import { PanelDialog } from "./panel-dialog";

/** 'Are you sure?' before a permanent delete; the focus starts on 'Anuluj', the safe choice. */
export function ConfirmDeleteDialog({
  title,
  text,
  itemTitle,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  /** The listing's or service's title, so it is clear what goes. */
  itemTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <PanelDialog title={title} description={text} onClose={onClose} size="sm">
      <p className="font-medium break-words text-gray-900">{itemTitle}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClass} data-autofocus>
          Anuluj
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={dangerButtonClass}>
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? "Usuwanie..." : "Usuń"}
        </button>
      </div>
    </PanelDialog>
  );
}
