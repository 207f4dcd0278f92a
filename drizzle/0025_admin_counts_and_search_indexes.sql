CREATE TABLE "property_admin_counts" (
	"type" text NOT NULL,
	"location" text NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean NOT NULL,
	"is_premium" boolean NOT NULL,
	"is_archived" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_admin_counts_pk" PRIMARY KEY("type","location","source","is_verified","is_premium","is_archived"),
	CONSTRAINT "property_admin_counts_count_check" CHECK ("property_admin_counts"."count" >= 0)
);
--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_search_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_active_default_idx";--> statement-breakpoint
DROP INDEX "properties_active_transaction_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_location_price_idx";--> statement-breakpoint
CREATE INDEX "properties_active_transaction_price_desc_idx" ON "properties" USING btree ("transaction_type","price" DESC NULLS FIRST,"type") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_area_desc_idx" ON "properties" USING btree ("type","area" DESC NULLS LAST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type","location","source","is_verified","is_premium","is_archived","search_text");--> statement-breakpoint
CREATE INDEX "properties_active_default_idx" ON "properties" USING btree ("is_own" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id","search_text") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_transaction_price_idx" ON "properties" USING btree ("transaction_type","price","type") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_location_price_idx" ON "properties" USING btree ("location","transaction_type","price","type") WHERE not "properties"."is_archived";--> statement-breakpoint
-- Keeps property_admin_counts equal to every listing per (type, location, source, flags); see schema.ts.
CREATE OR REPLACE FUNCTION property_admin_counts_track() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.type, OLD.location, OLD.source, OLD.is_verified, OLD.is_premium, OLD.is_archived)
         IS NOT DISTINCT FROM
         (NEW.type, NEW.location, NEW.source, NEW.is_verified, NEW.is_premium, NEW.is_archived) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE property_admin_counts SET count = count - 1
      WHERE type = OLD.type AND location = coalesce(OLD.location, '') AND source = OLD.source
        AND is_verified = OLD.is_verified AND is_premium = OLD.is_premium
        AND is_archived = OLD.is_archived;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO property_admin_counts
        (type, location, source, is_verified, is_premium, is_archived, count)
      VALUES (NEW.type, coalesce(NEW.location, ''), NEW.source, NEW.is_verified, NEW.is_premium,
              NEW.is_archived, 1)
      ON CONFLICT (type, location, source, is_verified, is_premium, is_archived)
        DO UPDATE SET count = property_admin_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_count_admin
  AFTER INSERT OR DELETE OR UPDATE OF type, location, source, is_verified, is_premium, is_archived
  ON properties
  FOR EACH ROW EXECUTE FUNCTION property_admin_counts_track();
--> statement-breakpoint
INSERT INTO property_admin_counts (type, location, source, is_verified, is_premium, is_archived, count)
  SELECT type, coalesce(location, ''), source, is_verified, is_premium, is_archived, count(*)
  FROM properties GROUP BY 1, 2, 3, 4, 5, 6;
