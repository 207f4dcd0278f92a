import { findDataExport } from "@server/accounts/data-export";
import { isAppError } from "@server/errors";
import { DATA_EXPORT_TEXT } from "@shared/data-export";
import { formatDate, formatFileSize } from "@shared/format";
import { Download } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TOKEN_PAGE_HEADERS, tokenPageHeaders } from "~/http/cache-headers.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/data-export";

export const meta = () => [...pageMeta("Moje dane"), { name: "robots", content: "noindex" }];

export const headers = tokenPageHeaders;

/**
 * /moje-dane/{id}, the export mail's link: for the signed-in owner (a visitor signs in and comes
 * back; anyone else 404), the download while the link works, else how to ask for a new one.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request);
  try {
    const found = await findDataExport(await getDomainContext(context, request), params.id);
    return data({ id: params.id, ...found }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    if (isAppError(error))
      throw data(error.message, { status: error.status, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}

export default function DataExportPage({ loaderData }: Route.ComponentProps) {
  const { id, live, expiresAt, fileSize } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Moje dane</h1>
        {live && expiresAt ? (
          <>
            <p className="mt-3 text-gray-700">
              Plik ZIP z Twoimi danymi{fileSize ? ` (${formatFileSize(fileSize)})` : ""} można
              pobrać do {formatDate(expiresAt)}.
            </p>
            <a href={`/moje-dane/${id}/plik`} download className={cn(buttonClass(), "mt-6")}>
              <Download aria-hidden="true" className="size-4" />
              Pobierz plik
            </a>
          </>
        ) : (
          <p className="mt-3 text-gray-700" role="status">
            {DATA_EXPORT_TEXT.expired}{" "}
            <Link to="/profil" className="font-semibold text-brand-700 underline">
              Przejdź do profilu
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
