CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_owner_kind_check" CHECK ("stored_files"."owner_kind" in ('listing', 'service', 'agency', 'avatar', 'branding'))
);
--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
-- Hand-written backfill: the files earlier saves stored, recorded for the rows that stored them.
-- A key is read from the end of a URL only in the shapes our upload paths write, and a photo
-- only when exactly one row names it, by one URL: a photo two rows name may be one row's file
-- linked by the other, so it is left to no row (never deleted) rather than risk the wrong one.
-- Avatars and branding name their owner in the key (avatars/<user id>/, site/<setting>-).
INSERT INTO stored_files (key, owner_kind, owner_id, url)
WITH named AS (
  SELECT 'listing' AS kind, id::text AS owner_id, url
    FROM properties CROSS JOIN LATERAL unnest(array_append(images, image_url)) AS url
  UNION
  SELECT 'service', id::text, url
    FROM services CROSS JOIN LATERAL unnest(array_append(images, image_url)) AS url
  UNION
  SELECT 'agency', id::text, logo_url FROM agencies
),
photos AS (
  SELECT kind, owner_id, url,
    substring(url FROM '(?:^|/)((?:listings|services|agencies)/[A-Za-z0-9_-]{22})-1200w\.webp$') AS base
  FROM named WHERE url IS NOT NULL
),
claimed AS (
  SELECT base, min(kind) AS kind, min(owner_id) AS owner_id, min(url) AS url
  FROM photos WHERE base IS NOT NULL
  GROUP BY base
  HAVING count(DISTINCT kind || ' ' || owner_id) = 1 AND count(DISTINCT url) = 1
),
avatars AS (
  SELECT substring(avatar_url FROM '(?:^|/)(avatars/[^/]+/[A-Za-z0-9_-]{22}\.webp)$') AS key,
    id AS owner_id, avatar_url AS url
  FROM profiles WHERE avatar_url IS NOT NULL
),
branding AS (
  SELECT substring(value FROM '(?:^|/)(site/[a-z-]+-[0-9]+-[0-9a-f]{8}\.(?:webp|png))$') AS key,
    key AS owner_id, value AS url
  FROM site_settings WHERE key IN ('header_logo_url', 'footer_logo_url', 'favicon_url')
)
SELECT base || '-' || width || 'w.webp', kind, owner_id, url
  FROM claimed CROSS JOIN unnest(ARRAY[480, 800, 1200]) AS width
  WHERE split_part(base, '/', 1) = CASE kind WHEN 'listing' THEN 'listings' WHEN 'service' THEN 'services' ELSE 'agencies' END
    AND (url = '/uploads/' || base || '-1200w.webp' OR url ~ '^https?://')
UNION ALL
SELECT key, 'avatar', owner_id, url FROM avatars
  WHERE split_part(key, '/', 2) = owner_id AND (url = '/uploads/' || key OR url ~ '^https?://')
UNION ALL
SELECT key, 'branding', owner_id, url FROM branding
  WHERE key LIKE 'site/' || replace(replace(owner_id, '_url', ''), '_', '-') || '-%'
    AND (url = '/uploads/' || key OR url ~ '^https?://')
ON CONFLICT (key) DO NOTHING;
