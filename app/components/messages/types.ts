/**
 * What the messages tab receives from the panel loader (server/messages/conversations.ts):
 * declared here because components never import server modules.
 */

type ConversationItem = { id: string; title: string; imageUrl: string | null };

export type ConversationPerson = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

export type ConversationSummaryData = {
  id: string;
  /** The listing's or service's title when the first message was sent (kept after deletion). */
  subjectTitle: string | null;
  property: ConversationItem | null;
  service: ConversationItem | null;
  /** null: the other user deleted the account. */
  other: ConversationPerson | null;
  lastMessageAt: Date;
  lastMessagePreview: string;
  unreadCount: number;
};

export type AttachmentData = {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  expiresAt: Date;
  expired: boolean;
};

export type MessageData = {
  id: string;
  mine: boolean;
  subject: string;
  content: string;
  createdAt: Date;
  isRead: boolean;
  attachments: AttachmentData[];
  /** A received message's calm scam-signal notice (the server's text); null when none. */
  scamNotice: string | null;
  /** A received message's report page; null on one's own. */
  reportHref: string | null;
};

export type OpenConversationData = {
  summary: ConversationSummaryData;
  messages: MessageData[];
};
