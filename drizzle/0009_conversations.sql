CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"service_id" uuid,
	"subject_title" text,
	"user_a_id" text,
	"user_b_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "message_attachments_expires_idx";--> statement-breakpoint
DROP INDEX "messages_recipient_unread_idx";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
-- Backfill: one conversation per ordered pair (byte order, as the app compares ids) and listing
-- or service; a deleted account's side stays null.
INSERT INTO "conversations" ("property_id", "service_id", "subject_title", "user_a_id", "user_b_id", "last_message_at", "last_message_preview", "created_at")
SELECT g.property_id, g.service_id, g.subject_title, g.a, g.b, g.last_at, left(g.last_content, 140), g.first_at
FROM (
  SELECT m.property_id, m.service_id,
         CASE WHEN m.sender_id IS NULL OR m.recipient_id IS NULL THEN coalesce(m.sender_id, m.recipient_id)
            WHEN m.sender_id COLLATE "C" < m.recipient_id COLLATE "C" THEN m.sender_id ELSE m.recipient_id END AS a,
         CASE WHEN m.sender_id IS NULL OR m.recipient_id IS NULL THEN NULL
            WHEN m.sender_id COLLATE "C" < m.recipient_id COLLATE "C" THEN m.recipient_id ELSE m.sender_id END AS b,
         (array_agg(m.subject_title ORDER BY m.created_at))[1] AS subject_title,
         max(m.created_at) AS last_at,
         min(m.created_at) AS first_at,
         (array_agg(m.content ORDER BY m.created_at DESC))[1] AS last_content
  FROM "messages" m
  GROUP BY 1, 2, 3, 4
) g;--> statement-breakpoint
UPDATE "messages" m SET "conversation_id" = c."id"
FROM "conversations" c
WHERE c."user_a_id" IS NOT DISTINCT FROM (CASE WHEN m.sender_id IS NULL OR m.recipient_id IS NULL THEN coalesce(m.sender_id, m.recipient_id)
            WHEN m.sender_id COLLATE "C" < m.recipient_id COLLATE "C" THEN m.sender_id ELSE m.recipient_id END)
  AND c."user_b_id" IS NOT DISTINCT FROM (CASE WHEN m.sender_id IS NULL OR m.recipient_id IS NULL THEN NULL
            WHEN m.sender_id COLLATE "C" < m.recipient_id COLLATE "C" THEN m.recipient_id ELSE m.sender_id END)
  AND c."property_id" IS NOT DISTINCT FROM m."property_id"
  AND c."service_id" IS NOT DISTINCT FROM m."service_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_property_key" ON "conversations" USING btree ("user_a_id","user_b_id","property_id") WHERE "conversations"."property_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_service_key" ON "conversations" USING btree ("user_a_id","user_b_id","service_id") WHERE "conversations"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_user_a_idx" ON "conversations" USING btree ("user_a_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_user_b_idx" ON "conversations" USING btree ("user_b_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_property_idx" ON "conversations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "conversations_service_idx" ON "conversations" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "message_attachments_expires_idx" ON "message_attachments" USING btree ("expires_at") WHERE "message_attachments"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id","conversation_id") WHERE not "messages"."is_read";