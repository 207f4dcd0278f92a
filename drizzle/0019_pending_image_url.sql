ALTER TABLE "properties" ADD COLUMN "pending_image_url" text;--> statement-breakpoint
CREATE INDEX "properties_pending_image_idx" ON "properties" USING btree ("updated_at") WHERE "properties"."pending_image_url" is not null;--> statement-breakpoint
-- Hand-written: a listing whose main photo is another site's address (earlier imports, links typed before photos were re-hosted) no longer shows it; the address waits for the re-hosting job.
UPDATE "properties" SET "pending_image_url" = "image_url", "images" = array_remove("images", "image_url"), "image_url" = NULL WHERE "image_url" ~* '^https?://' AND NOT EXISTS (SELECT 1 FROM "stored_files" "f" WHERE "f"."url" = "properties"."image_url");
