CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"license_number" text,
	"email" text,
	"phone" text,
	"website" text,
	"logo_url" text,
	"address" text,
	"description" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "agencies_name_check" CHECK (length(trim("agencies"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_agencies" (
	"agent_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"position" text DEFAULT 'agent' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_agencies_agent_id_agency_id_pk" PRIMARY KEY("agent_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_file_size_check" CHECK ("message_attachments"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text,
	"recipient_id" text,
	"property_id" uuid,
	"service_id" uuid,
	"subject_title" text,
	"subject" text DEFAULT 'Wiadomość' NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"avatar_url" text,
	"account_type" text,
	"company_name" text,
	"company_description" text,
	"nip" text,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialization" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified_seller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_account_type_check" CHECK ("profiles"."account_type" is null or "profiles"."account_type" in ('wlasciciel', 'posrednik', 'agencja', 'firma')),
	CONSTRAINT "profiles_experience_years_check" CHECK ("profiles"."experience_years" is null or "profiles"."experience_years" >= 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"location" text,
	"address" text,
	"area" numeric(10, 2) DEFAULT 0 NOT NULL,
	"rooms" integer,
	"bathrooms" integer,
	"image_url" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"virtual_tour_url" text,
	"type" text NOT NULL,
	"transaction_type" text DEFAULT 'sprzedaz' NOT NULL,
	"seller_type" text DEFAULT 'klient' NOT NULL,
	"source" text DEFAULT 'wlasne' NOT NULL,
	"is_own" boolean GENERATED ALWAYS AS (source = 'wlasne') STORED NOT NULL,
	"external_url" text,
	"phone" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('mieszkanie', 'dom', 'dzialka', 'lokal')),
	CONSTRAINT "properties_transaction_type_check" CHECK ("properties"."transaction_type" in ('sprzedaz', 'wynajem')),
	CONSTRAINT "properties_seller_type_check" CHECK ("properties"."seller_type" in ('klient', 'posrednik', 'sprawdzone')),
	CONSTRAINT "properties_source_check" CHECK ("properties"."source" in ('wlasne', 'otodom', 'olx', 'morizon', 'lento', 'adresowo', 'gratka', 'domiporta', 'kazo', 'nieruchomosci-online')),
	CONSTRAINT "properties_location_check" CHECK ("properties"."location" is null or "properties"."location" in ('lezajsk', 'stare-miasto', 'nowa-sarzyna', 'giedlarowa', 'kurylowka', 'brzoza-krolewska', 'wola-zarczycka', 'piskorowice', 'debno', 'wierzawice', 'rzuchow', 'jelna', 'ozanna', 'hucisko', 'zuklin')),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_area_check" CHECK ("properties"."area" >= 0),
	CONSTRAINT "properties_rooms_check" CHECK ("properties"."rooms" is null or "properties"."rooms" >= 0),
	CONSTRAINT "properties_bathrooms_check" CHECK ("properties"."bathrooms" is null or "properties"."bathrooms" >= 0),
	CONSTRAINT "properties_views_check" CHECK ("properties"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_counts" (
	"type" text NOT NULL,
	"location" text NOT NULL,
	"active_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_counts_type_location_pk" PRIMARY KEY("type","location"),
	CONSTRAINT "property_counts_active_count_check" CHECK ("property_counts"."active_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_daily_views" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_daily_views_property_id_day_pk" PRIMARY KEY("property_id","day"),
	CONSTRAINT "property_daily_views_views_check" CHECK ("property_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"plan_id" uuid,
	"promotion_type" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_promotions_type_check" CHECK ("property_promotions"."promotion_type" in ('premium', 'featured', 'urgent')),
	CONSTRAINT "property_promotions_price_check" CHECK ("property_promotions"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "service_daily_views" (
	"service_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_daily_views_service_id_day_pk" PRIMARY KEY("service_id","day"),
	CONSTRAINT "service_daily_views_views_check" CHECK ("service_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"plan_id" uuid,
	"promotion_type" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_promotions_type_check" CHECK ("service_promotions"."promotion_type" in ('premium', 'featured', 'urgent')),
	CONSTRAINT "service_promotions_price_check" CHECK ("service_promotions"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_from" integer NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('elektryczne', 'hydrauliczne', 'remonty', 'klimatyzacja', 'okna', 'ogrodowe', 'sprzatanie', 'malowanie')),
	CONSTRAINT "services_location_check" CHECK ("services"."location" in ('lezajsk', 'stare-miasto', 'nowa-sarzyna', 'giedlarowa', 'kurylowka', 'brzoza-krolewska', 'wola-zarczycka', 'piskorowice', 'debno', 'wierzawice', 'rzuchow', 'jelna', 'ozanna', 'hucisko', 'zuklin')),
	CONSTRAINT "services_price_from_check" CHECK ("services"."price_from" >= 0),
	CONSTRAINT "services_rating_check" CHECK ("services"."rating" is null or ("services"."rating" >= 0 and "services"."rating" <= 5)),
	CONSTRAINT "services_review_count_check" CHECK ("services"."review_count" >= 0),
	CONSTRAINT "services_views_check" CHECK ("services"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_key_check" CHECK ("site_settings"."key" in ('header_logo_url', 'footer_logo_url', 'favicon_url'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_properties" integer DEFAULT -1 NOT NULL,
	"max_services" integer DEFAULT -1 NOT NULL,
	"priority_display" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_duration_check" CHECK ("subscription_plans"."duration_days" > 0),
	CONSTRAINT "subscription_plans_max_properties_check" CHECK ("subscription_plans"."max_properties" >= -1),
	CONSTRAINT "subscription_plans_max_services_check" CHECK ("subscription_plans"."max_services" >= -1)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('administrator', 'posrednik', 'agencja', 'firma', 'wlasciciel'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_agencies" ADD CONSTRAINT "agent_agencies_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_agencies" ADD CONSTRAINT "agent_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_daily_views" ADD CONSTRAINT "property_daily_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_promotions" ADD CONSTRAINT "property_promotions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_promotions" ADD CONSTRAINT "property_promotions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_daily_views" ADD CONSTRAINT "service_daily_views_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_promotions" ADD CONSTRAINT "service_promotions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_promotions" ADD CONSTRAINT "service_promotions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agent_agencies_agency_idx" ON "agent_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_expires_idx" ON "message_attachments" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_unread_idx" ON "messages" USING btree ("recipient_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_property_idx" ON "messages" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "messages_service_idx" ON "messages" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_source_external_url_key" ON "properties" USING btree ("source","external_url");--> statement-breakpoint
CREATE INDEX "properties_user_id_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_active_default_idx" ON "properties" USING btree ("is_own" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_type_default_idx" ON "properties" USING btree ("type","is_own" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_type_location_default_idx" ON "properties" USING btree ("type","location","is_own" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_type_created_idx" ON "properties" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("type","price") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_area_idx" ON "properties" USING btree ("type","area") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_promotions_property_idx" ON "property_promotions" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_promotions_active_idx" ON "property_promotions" USING btree ("created_at" DESC NULLS FIRST) WHERE "property_promotions"."is_active";--> statement-breakpoint
CREATE INDEX "service_promotions_service_idx" ON "service_promotions" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_promotions_active_idx" ON "service_promotions" USING btree ("created_at" DESC NULLS FIRST) WHERE "service_promotions"."is_active";--> statement-breakpoint
CREATE INDEX "services_user_id_idx" ON "services" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");