import type { Tx } from "../../kernel/tx.ts";
import { orderPair } from "../../messages/pair.ts";
import { conversations, messages } from "../schema.ts";

const HOUR_MS = 3_600_000;

type Listing = { id: string; title: string };
type Line = { from: "owner" | "broker"; text: string; hoursAgo: number };

/**
 * Two conversations between the owner and the broker, one about each one's listing, so that the
 * inbox, the unread badge and the broker's "messages received" figure have something to show.
 * The newest message of each is unread: one for the owner, one for the broker.
 */
export async function insertDemoConversations(
  tx: Tx,
  input: {
    now: Date;
    ownerId: string;
    brokerId: string;
    ownerListing: Listing;
    brokerListing: Listing;
  },
): Promise<number> {
  const { now, ownerId, brokerId } = input;
  const threads: { listing: Listing; lines: Line[] }[] = [
    {
      listing: input.ownerListing,
      lines: [
        {
          from: "broker",
          hoursAgo: 76,
          text: "Dzień dobry, jestem pośredniczką z Leżajska. Mam klientów szukających właśnie takiej nieruchomości – czy byłby Pan otwarty na prezentację z moimi klientami?",
        },
        {
          from: "owner",
          hoursAgo: 70,
          text: "Dzień dobry, tak, zapraszam. Wolałbym jednak sprzedać bez umowy na wyłączność. Kiedy Pani klientom pasuje?",
        },
        {
          from: "broker",
          hoursAgo: 51,
          text: "Rozumiem, bez wyłączności nie ma problemu. Proponuję sobotę o 11:00. Czy dokumenty (księga wieczysta, zaświadczenie o braku zameldowanych osób) są gotowe?",
        },
        {
          from: "owner",
          hoursAgo: 5,
          text: "Sobota 11:00 pasuje. Księgę wieczystą mam, zaświadczenie odbiorę w piątek z urzędu.",
        },
        {
          from: "broker",
          hoursAgo: 1,
          text: "Świetnie, w takim razie do zobaczenia w sobotę o 11:00. Przyjadę z dwojgiem klientów.",
        },
      ],
    },
    {
      listing: input.brokerListing,
      lines: [
        {
          from: "owner",
          hoursAgo: 30,
          text: "Dzień dobry, czy oferta jest nadal aktualna? Jaki jest czynsz administracyjny i czy cena podlega negocjacji?",
        },
        {
          from: "broker",
          hoursAgo: 27,
          text: "Dzień dobry, oferta jest aktualna. Szczegóły podam przy oglądaniu, właściciel dopuszcza niewielką negocjację. Czy pasuje Panu czwartek po 16:00?",
        },
        { from: "owner", hoursAgo: 2, text: "Czwartek 16:30 będzie idealnie. Dziękuję!" },
      ],
    },
  ];

  const [userAId, userBId] = orderPair(ownerId, brokerId);
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const { listing, lines } of threads) {
    const last = lines[lines.length - 1];
    const lastAt = new Date(now.getTime() - last.hoursAgo * HOUR_MS);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        propertyId: listing.id,
        subjectTitle: listing.title,
        userAId,
        userBId,
        lastMessageAt: lastAt,
        lastMessagePreview: last.text.slice(0, 140),
        createdAt: new Date(now.getTime() - lines[0].hoursAgo * HOUR_MS),
      })
      .returning({ id: conversations.id });
    lines.forEach((line, i) => {
      const at = new Date(now.getTime() - line.hoursAgo * HOUR_MS);
      const fromOwner = line.from === "owner";
      rows.push({
        conversationId: conversation.id,
        senderId: fromOwner ? ownerId : brokerId,
        recipientId: fromOwner ? brokerId : ownerId,
        propertyId: listing.id,
        subjectTitle: listing.title,
        subject: i === 0 ? `Pytanie dotyczące: ${listing.title}` : "Wiadomość",
        content: line.text,
        // The newest message of each conversation is still waiting to be read.
        isRead: i < lines.length - 1,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  await tx.insert(messages).values(rows);
  return rows.length;
}
