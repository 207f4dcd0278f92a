CREATE TABLE "property_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "previous_price" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
-- Every price change, whoever makes it (the form, an import, the administrator): the history row
-- and the listing's own "previous price" for cards and alerts (schema.ts).
CREATE FUNCTION property_price_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.previous_price := OLD.price;
  NEW.price_changed_at := now();
  INSERT INTO property_price_changes (property_id, old_price, new_price, changed_at)
    VALUES (NEW.id, OLD.price, NEW.price, NEW.price_changed_at);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_price_changed
  BEFORE UPDATE OF price ON properties
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION property_price_track();
