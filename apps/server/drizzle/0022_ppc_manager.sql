CREATE INDEX "ads_daily_metrics_ad_group_idx" ON "ads_daily_metrics" USING btree ("channel_id","level","ad_group_id","day");--> statement-breakpoint
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
