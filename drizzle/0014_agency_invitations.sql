ALTER TABLE "agent_agencies" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Hand-written backfill: links made before invitations existed count as accepted while active.
UPDATE "agent_agencies" SET "status" = CASE WHEN "is_active" THEN 'active' ELSE 'ended' END;--> statement-breakpoint
ALTER TABLE "agent_agencies" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "agent_agencies" ADD CONSTRAINT "agent_agencies_status_check" CHECK ("agent_agencies"."status" in ('pending', 'active', 'declined', 'ended'));
