import type { Operator } from "@shared/operator";
import { ProsePage } from "../ui/prose-page";
import { DocumentVersion, MailLink, OperatorIdentity } from "./legal-document";
import { Markdown } from "./markdown";

/**
 * A legal document's page (the Regulamin, the privacy policy): its title, the version in force
 * and its text, with the operator's identity and e-mails filled in from the configuration.
 */
export function LegalPage({
  title,
  version,
  text,
  operator,
}: {
  title: string;
  version: { version: string; effectiveFrom: string };
  text: string;
  operator: Operator;
}) {
  return (
    <ProsePage title={title}>
      <DocumentVersion {...version} />
      <Markdown
        text={text}
        slots={{
          operator: <OperatorIdentity operator={operator} />,
          email: <MailLink to={operator.email} />,
          privacyEmail: <MailLink to={operator.privacyEmail} />,
        }}
      />
    </ProsePage>
  );
}
