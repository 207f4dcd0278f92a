CREATE TABLE "pending_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_reports_token_unique" UNIQUE("token"),
	CONSTRAINT "pending_reports_item_kind_check" CHECK ("pending_reports"."item_kind" in ('listing', 'service', 'agency', 'review', 'message')),
	CONSTRAINT "pending_reports_reason_check" CHECK ("pending_reports"."reason" in ('oszustwo', 'nielegalne', 'nieaktualne', 'duplikat', 'spam', 'inne'))
);
--> statement-breakpoint
CREATE INDEX "pending_reports_expires_idx" ON "pending_reports" USING btree ("expires_at");