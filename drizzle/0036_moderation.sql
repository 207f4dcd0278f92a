CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_label" text NOT NULL,
	"owner_id" text,
	"reporter_id" text,
	"reporter_email" text,
	"reason" text NOT NULL,
	"signal" text,
	"explanation" text NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_item_kind_check" CHECK ("content_reports"."item_kind" in ('listing', 'service', 'agency', 'review', 'message')),
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('oszustwo', 'nielegalne', 'nieaktualne', 'duplikat', 'spam', 'inne')),
	CONSTRAINT "content_reports_signal_check" CHECK ("content_reports"."signal" is null or "content_reports"."signal" in ('price', 'burst', 'payment')),
	CONSTRAINT "content_reports_source_check" CHECK (("content_reports"."signal" is null) = ("content_reports"."reporter_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_label" text NOT NULL,
	"owner_id" text,
	"owner_email" text,
	"decision" text NOT NULL,
	"ground" text,
	"explanation" text DEFAULT '' NOT NULL,
	"from_reports" boolean NOT NULL,
	"report_count" integer NOT NULL,
	"first_report_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_outcome" text,
	"appeal_explanation" text,
	"appeal_decided_by" text,
	"appeal_decided_at" timestamp with time zone,
	CONSTRAINT "moderation_decisions_token_unique" UNIQUE("token"),
	CONSTRAINT "moderation_decisions_item_kind_check" CHECK ("moderation_decisions"."item_kind" in ('listing', 'service', 'agency', 'review', 'message')),
	CONSTRAINT "moderation_decisions_decision_check" CHECK ("moderation_decisions"."decision" in ('none', 'hide', 'remove', 'restrict')),
	CONSTRAINT "moderation_decisions_ground_check" CHECK ("moderation_decisions"."ground" is null or "moderation_decisions"."ground" in ('regulamin-6-1', 'regulamin-6-2', 'regulamin-6-5', 'regulamin-6-6', 'regulamin-5-4', 'kk-286', 'prawo')),
	CONSTRAINT "moderation_decisions_appeal_outcome_check" CHECK ("moderation_decisions"."appeal_outcome" is null or "moderation_decisions"."appeal_outcome" in ('upheld', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "scam_signal" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "scam_signal" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_appeal_decided_by_users_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_key" ON "content_reports" USING btree ("item_kind","item_id",coalesce("reporter_id", lower("reporter_email"), 'signal:' || "signal")) WHERE "content_reports"."decision_id" is null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."decision_id" is null;--> statement-breakpoint
CREATE INDEX "content_reports_item_idx" ON "content_reports" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "content_reports_decision_idx" ON "content_reports" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "content_reports_created_idx" ON "content_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_decided_idx" ON "moderation_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_owner_idx" ON "moderation_decisions" USING btree ("owner_id","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_appeal_decided_idx" ON "moderation_decisions" USING btree ("appeal_decided_at") WHERE "moderation_decisions"."appeal_decided_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_decisions_open_appeals_idx" ON "moderation_decisions" USING btree ("appealed_at") WHERE "moderation_decisions"."appealed_at" is not null and "moderation_decisions"."appeal_decided_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_scam_signal_check" CHECK ("messages"."scam_signal" is null or "messages"."scam_signal" in ('price', 'burst', 'payment'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_scam_signal_check" CHECK ("properties"."scam_signal" is null or "properties"."scam_signal" in ('price', 'burst', 'payment'));