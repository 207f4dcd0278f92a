-- What anonymous visitors see has changed: every process drops its cached public pages and shell
-- data (server/page-cache/). Delivered at commit, once per transaction and table (PostgreSQL folds
-- equal notifications). Row triggers, so that a statement that changes nothing notifies nothing;
-- view counters change on every visit and are not content: an update of "views" alone is silent.
CREATE FUNCTION okolica_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('okolica_content', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_content_written AFTER INSERT OR DELETE ON "properties" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER properties_content_updated AFTER UPDATE ON "properties" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views')) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER properties_content_truncated AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER services_content_written AFTER INSERT OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER services_content_updated AFTER UPDATE ON "services" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views')) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER services_content_truncated AFTER TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_reviews_content_written AFTER INSERT OR DELETE ON "service_reviews" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_reviews_content_updated AFTER UPDATE ON "service_reviews" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_reviews_content_truncated AFTER TRUNCATE ON "service_reviews" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agencies_content_written AFTER INSERT OR DELETE ON "agencies" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agencies_content_updated AFTER UPDATE ON "agencies" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agencies_content_truncated AFTER TRUNCATE ON "agencies" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agent_agencies_content_written AFTER INSERT OR DELETE ON "agent_agencies" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agent_agencies_content_updated AFTER UPDATE ON "agent_agencies" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER agent_agencies_content_truncated AFTER TRUNCATE ON "agent_agencies" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER profiles_content_written AFTER INSERT OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER profiles_content_updated AFTER UPDATE ON "profiles" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER profiles_content_truncated AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER users_content_written AFTER INSERT OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER users_content_updated AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER users_content_truncated AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_content_written AFTER INSERT OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_content_updated AFTER UPDATE ON "user_roles" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER user_roles_content_truncated AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER site_settings_content_written AFTER INSERT OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER site_settings_content_updated AFTER UPDATE ON "site_settings" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER site_settings_content_truncated AFTER TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER subscription_plans_content_written AFTER INSERT OR DELETE ON "subscription_plans" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER subscription_plans_content_updated AFTER UPDATE ON "subscription_plans" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER subscription_plans_content_truncated AFTER TRUNCATE ON "subscription_plans" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER property_promotions_content_written AFTER INSERT OR DELETE ON "property_promotions" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER property_promotions_content_updated AFTER UPDATE ON "property_promotions" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER property_promotions_content_truncated AFTER TRUNCATE ON "property_promotions" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_promotions_content_written AFTER INSERT OR DELETE ON "service_promotions" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_promotions_content_updated AFTER UPDATE ON "service_promotions" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER service_promotions_content_truncated AFTER TRUNCATE ON "service_promotions" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();
