CREATE TABLE "ads_versions" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_versions" ADD CONSTRAINT "ads_versions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_daily_metrics_ad_group_idx" ON "ads_daily_metrics" USING btree ("channel_id","level","ad_group_id","day");
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). The auth statement now reads the company's plan modules
-- (a plan with 'ppc' grants advertising-admin, issue 21), so the cached callers (lib/auth-cache.ts) must hear
-- of plan changes as migration 0017 arranged for the other tables: a plan is shared by many companies
-- (default plans by all), so any change to plans tells everyone; an assignment tells its company.
CREATE FUNCTION company_plans_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_changed', 'c:' || OLD.company_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_changed', 'c:' || NEW.company_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER company_plans_auth_changed AFTER INSERT OR UPDATE OR DELETE ON company_plans
  FOR EACH ROW EXECUTE FUNCTION company_plans_auth_notify();
--> statement-breakpoint
CREATE TRIGGER company_plans_auth_truncated AFTER TRUNCATE ON company_plans
  FOR EACH STATEMENT EXECUTE FUNCTION company_plans_auth_notify();
--> statement-breakpoint
-- Written by hand: the store's Ads counter (ads_versions) moves with every statement that changes its Ads
-- rows, from the statement's transition table, so a bulk import costs one small update per statement.
CREATE FUNCTION ads_version_bump_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ads_versions (channel_id, version)
    SELECT DISTINCT channel_id, 1 FROM new_rows
    ON CONFLICT (channel_id) DO UPDATE SET version = ads_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ads_version_bump_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ads_versions (channel_id, version)
    SELECT DISTINCT channel_id, 1 FROM old_rows
    ON CONFLICT (channel_id) DO UPDATE SET version = ads_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ads_profiles', 'ads_campaigns', 'ads_ad_groups', 'ads_keywords', 'ads_targets',
    'ads_product_ads', 'ads_daily_metrics'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ads_version_bump_new()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ads_version_bump_new()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ads_version_bump_old()', t || '_version_del', t);
  END LOOP;
END $$;
