import { randomBytes } from "node:crypto";
import type { Tx } from "../../kernel/tx.ts";
import { contentReports, moderationDecisions } from "../schema.ts";

const HOUR_MS = 3_600_000;

type Listing = { id: string; title: string; userId: string };

/**
 * A few reports, so that the administrator's „Zgłoszenia” tab and the dashboard's transparency
 * figures have something to show: two open reports about one broker listing (the demo owner's and
 * a visitor's) and one decided earlier with „Bez działań”.
 */
export async function insertDemoReports(
  tx: Tx,
  input: {
    now: Date;
    open: Listing;
    decided: Listing;
    reporter: { id: string; email: string };
    administratorId: string;
  },
): Promise<number> {
  const { now, open, decided, reporter } = input;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const item = (listing: Listing) => ({
    itemKind: "listing" as const,
    itemId: listing.id,
    itemLabel: listing.title,
    ownerId: listing.userId,
  });
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      ...item(decided),
      decision: "none",
      explanation: "Sprzedający potwierdził, że oferta jest aktualna.",
      fromReports: true,
      reportCount: 1,
      firstReportAt: ago(96),
      decidedBy: input.administratorId,
      decidedAt: ago(80),
      token: randomBytes(24).toString("base64url"),
    })
    .returning({ id: moderationDecisions.id });
  const rows = await tx
    .insert(contentReports)
    .values([
      {
        ...item(open),
        reporterId: reporter.id,
        reporterEmail: reporter.email,
        reason: "nieaktualne",
        explanation:
          "Dzwoniłem w tej sprawie — mieszkanie zostało już sprzedane, a ogłoszenie wisi dalej.",
        createdAt: ago(30),
      },
      {
        ...item(open),
        reporterEmail: "czytelnik@example.com",
        reason: "duplikat",
        explanation: "To samo mieszkanie jest ogłoszone dwa razy, z innymi zdjęciami.",
        createdAt: ago(20),
      },
      {
        ...item(decided),
        reporterEmail: "sasiad@example.com",
        reason: "nieaktualne",
        explanation: "Wydaje mi się, że ten dom jest już wynajęty.",
        decisionId: decision.id,
        createdAt: ago(96),
      },
    ])
    .returning({ id: contentReports.id });
  return rows.length;
}
