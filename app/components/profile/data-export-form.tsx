import type { DataExportState } from "@shared/data-export";
import { formatDate } from "@shared/format";
import { Download } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import type { ProfileActionResult } from "./types";

/**
 * "Pobierz moje dane": asks for the export (prepared in the background, the link comes by
 * e-mail) and says where the latest one stands. Works without JavaScript.
 */
export function DataExportForm({
  state,
  result,
  action,
}: {
  state: DataExportState;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === "data-export";
  const preparing = state?.status === "pending" || state?.status === "building";
  const ready = state?.status === "ready" && state.expiresAt && state.expiresAt > new Date();
  return (
    <Form method="post" action={action} className="space-y-4">
      <input type="hidden" name="intent" value="data-export" />
      <p className="text-gray-700">
        Plik ZIP z profilem, ogłoszeniami, usługami, opiniami, wiadomościami (z załącznikami, które
        jeszcze przechowujemy), zapisanymi wyszukiwaniami, obserwowanymi i zdjęciami. Link do
        pobrania wyślemy na adres e-mail konta; działa 7 dni i tylko po zalogowaniu.
      </p>
      {preparing ? (
        <p role="status" className="text-sm text-gray-700">
          Przygotowujemy Twoje dane (prośba z {formatDate(state.requestedAt)}).
        </p>
      ) : ready && state ? (
        <p className="text-sm text-gray-700">
          Ostatni plik możesz pobrać do {formatDate(state.expiresAt as Date)}:{" "}
          <Link to={`/moje-dane/${state.id}`} className="font-semibold text-brand-700 underline">
            Pobierz plik
          </Link>
        </p>
      ) : null}
      <FormStatus result={result} />
      <Button type="submit" variant="secondary" disabled={sending || preparing}>
        <Download aria-hidden="true" className="size-4" />
        Pobierz moje dane
      </Button>
    </Form>
  );
}
