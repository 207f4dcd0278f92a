import { and, desc, eq } from "drizzle-orm";
import type { ReportInput, ReportItemKind } from "../../shared/moderation.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { confirmReport, reportContent } from "./report-content.ts";

/**
 * A visitor's report as its two steps make it: the form (a confirmation link mailed to the
 * address given), then the link's page confirmed. The confirmation mail is taken out of the
 * outbox, so that a test sees the mails of the report itself.
 */
export async function reportAsVisitor(
  db: Db,
  item: { kind: ReportItemKind; id: string },
  input: ReportInput,
  site: { baseUrl: string; clientIp: string },
): Promise<{ created: boolean }> {
  const asked = await reportContent({ db, actor: null }, { item, input, site });
  if (!("confirm" in asked)) throw new Error("a visitor's report is confirmed by mail first");
  const [mail] = await db
    .select({ id: mailOutbox.id, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, input.email ?? ""),
        eq(mailOutbox.subject, "Potwierdź zgłoszenie w Okolicy"),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/zglos\/potwierdz\/([\w-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no confirmation link mailed to ${input.email}`);
  await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
  return confirmReport(db, { token, baseUrl: site.baseUrl });
}
