ALTER TABLE "properties" ALTER COLUMN "area" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "area" DROP NOT NULL;--> statement-breakpoint
-- Hand-written (issue 19): an empty area, room or bathroom count used to be stored as 0, which the
-- pages showed as "Pokoje 0". Such a 0 meant "not given", so it becomes unknown (NULL).
UPDATE "properties" SET
  "area" = nullif("area", 0),
  "rooms" = nullif("rooms", 0),
  "bathrooms" = nullif("bathrooms", 0)
WHERE "area" = 0 OR "rooms" = 0 OR "bathrooms" = 0;
