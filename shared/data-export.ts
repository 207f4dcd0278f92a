/** The user's latest export, as the profile shows it. */
export type DataExportState = {
  id: string;
  status: "pending" | "building" | "ready" | "expired";
  requestedAt: Date;
  expiresAt: Date | null;
} | null;

/** "Pobierz moje dane" in the profile and its download page. */
export const DATA_EXPORT_TEXT = {
  queued:
    "Przygotowujemy Twoje dane. Link do pobrania wyślemy e-mailem, zwykle w ciągu kilku minut.",
  already: "Twoje dane są już przygotowywane. Link do pobrania wyślemy e-mailem.",
  notFound: "Nie znaleziono tego pliku z danymi.",
  expired: "Link do pliku z danymi wygasł. Poproś o nowy w profilu („Pobierz moje dane”).",
} as const;
