import type { Operator } from "@shared/operator";
import { formatNip } from "@shared/operator";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/lib/shell-data";

/** "Wersja 1.1, obowiązuje od 27 listopada 2026 r." under a legal document's title. */
export function DocumentVersion({
  version,
  effectiveFrom,
}: {
  version: string;
  effectiveFrom: string;
}) {
  return (
    <p className="text-sm text-gray-500">
      Wersja {version}, obowiązuje od {effectiveFrom}
    </p>
  );
}

/** The company's name, address and registry numbers, as art. 5 of the e-services act asks. */
export function OperatorIdentity({ operator }: { operator: Operator }) {
  return (
    <>
      {operator.sample ? <SampleOperatorNote /> : null}
      <span>
        {operator.name}, {operator.address}, NIP {formatNip(operator.nip)}
        {operator.krs ? `, KRS ${operator.krs}` : ""}
        {operator.regon ? `, REGON ${operator.regon}` : ""}
      </span>
    </>
  );
}

/** Development only (production refuses to start without OPERATOR_*): never mistaken for real data. */
function SampleOperatorNote() {
  return (
    <span
      role="note"
      className="my-2 block rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
    >
      Dane przykładowe: serwis działa bez konfiguracji OPERATOR_* (tylko poza produkcją).
    </span>
  );
}

export function MailLink({ to }: { to: string }) {
  return <a href={`mailto:${to}`}>{to}</a>;
}

/**
 * The company's e-mail (OPERATOR_EMAIL) as a link, for pages without a loader of their own: the
 * root loader carries it. It is also the DSA point of contact of the Regulamin's § 9.
 */
export function OperatorEmail() {
  const root = useRouteLoaderData("root") as ShellData | undefined;
  return root ? <MailLink to={root.operator.email} /> : null;
}
