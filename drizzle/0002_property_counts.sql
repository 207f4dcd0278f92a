-- Keeps property_counts equal to the active listings per (type, location); see schema.ts.
CREATE OR REPLACE FUNCTION property_counts_track() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_archived THEN
    UPDATE property_counts SET active_count = active_count - 1
      WHERE type = OLD.type AND location = coalesce(OLD.location, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_archived THEN
    INSERT INTO property_counts (type, location, active_count)
      VALUES (NEW.type, coalesce(NEW.location, ''), 1)
      ON CONFLICT (type, location) DO UPDATE SET active_count = property_counts.active_count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_count_active
  AFTER INSERT OR DELETE OR UPDATE OF type, location, is_archived ON properties
  FOR EACH ROW EXECUTE FUNCTION property_counts_track();
--> statement-breakpoint
INSERT INTO property_counts (type, location, active_count)
  SELECT type, coalesce(location, ''), count(*) FROM properties WHERE NOT is_archived GROUP BY 1, 2
  ON CONFLICT (type, location) DO UPDATE SET active_count = excluded.active_count;
