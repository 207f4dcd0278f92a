/** The panel's conversations as server/messages/conversations.ts returns them. */

type Titled = { id: string; title: string; imageUrl: string | null };

export type ConversationPerson = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

export type ConversationSummary = {
  id: string;
  /** The listing's or service's title when the conversation began; stays after its deletion. */
  subjectTitle: string | null;
  /** Null when the conversation is not about a listing or the listing was deleted. */
  property: Titled | null;
  service: Titled | null;
  /** Null when the other person deleted the account. */
  other: ConversationPerson | null;
  lastMessageAt: Date;
  lastMessagePreview: string;
  /** The actor's unread messages in this conversation. */
  unreadCount: number;
};

export type MessageAttachment = {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  expiresAt: Date;
  /** The file is gone (deleted by the expiry job) or past its expiry time. */
  expired: boolean;
};

export type MessageView = {
  id: string;
  /** Sent by the actor. */
  mine: boolean;
  subject: string;
  content: string;
  createdAt: Date;
  isRead: boolean;
  attachments: MessageAttachment[];
  /** A received message's calm scam-signal notice (the server's text); never on one's own. */
  scamNotice: string | null;
  /** A received message's report page; one does not report one's own. */
  reportHref: string | null;
};

/** One conversation opened: its summary and its messages. */
export type OpenConversation = {
  summary: ConversationSummary;
  messages: MessageView[];
};
