-- Phones are stored as E.164 ('+48172421234'; shared/phone.ts formats them for people). Numbers
-- saved before were grouped as '+48 600 123 456' (agencies: as typed); the Polish ones become
-- E.164, anything else is left as it is and shown as stored.
UPDATE "profiles" SET "phone" = '+48' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 9)
WHERE regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^(\+48|0048|48)?[1-9][0-9]{8}$';
--> statement-breakpoint
UPDATE "properties" SET "phone" = '+48' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 9)
WHERE regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^(\+48|0048|48)?[1-9][0-9]{8}$';
--> statement-breakpoint
UPDATE "services" SET "phone" = '+48' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 9)
WHERE regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^(\+48|0048|48)?[1-9][0-9]{8}$';
--> statement-breakpoint
UPDATE "agencies" SET "phone" = '+48' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 9)
WHERE regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^(\+48|0048|48)?[1-9][0-9]{8}$';
