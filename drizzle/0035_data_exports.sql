CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_key" text,
	"file_size" integer,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'building', 'ready', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_open_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('pending', 'building');--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("requested_at") WHERE "data_exports"."status" in ('pending', 'building');--> statement-breakpoint
CREATE INDEX "data_exports_ready_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';