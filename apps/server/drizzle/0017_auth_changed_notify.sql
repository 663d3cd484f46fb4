-- Written by hand (drizzle-kit has no triggers). Each server process keeps the callers the auth statement
-- resolved (lib/auth-cache.ts); these triggers tell every process, through NOTIFY 'auth_changed', which
-- ones a committed change may have altered: 'u:<user id>', 'c:<company id>' or '*' for everyone. Triggers,
-- so no writer (a service, a job, a console) can forget to; the notice goes out at commit, never for a
-- rolled-back change. INSERTs of sessions, users and companies alter no cached caller (nobody was resolved
-- through the new row yet), so they send nothing.
CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_changed', '*');
  ELSIF kind = 'company' THEN
    PERFORM pg_notify('auth_changed', 'c:' || OLD.id);
  ELSIF kind = 'user' THEN
    PERFORM pg_notify('auth_changed', 'u:' || OLD.id);
  ELSE
    -- Rows that name their user in user_id (sessions, user_configs, user_mfa).
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('auth_changed', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('auth_changed', 'u:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE ON companies
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION auth_changed_notify('company');
--> statement-breakpoint
CREATE TRIGGER companies_auth_deleted AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('company');
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION auth_changed_notify('user');
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('user');
--> statement-breakpoint
-- The request path moves last_seen_at forward once a minute per busy session: that alone sends nothing
-- (a cached caller keeps its older time, so it is only ever judged stale sooner). Any other change does,
-- and so does last_seen_at moved back (a session made idle).
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    (to_jsonb(OLD.*) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'last_seen_at')
    OR (NEW.last_seen_at IS NULL AND OLD.last_seen_at IS NOT NULL)
    OR NEW.last_seen_at < OLD.last_seen_at
  ) EXECUTE FUNCTION auth_changed_notify('owned');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('owned');
--> statement-breakpoint
CREATE TRIGGER user_configs_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_configs
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('owned');
--> statement-breakpoint
CREATE TRIGGER user_mfa_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_mfa
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('owned');
--> statement-breakpoint
-- The stores' marketplace names (general_code, through its version here): every caller.
CREATE TRIGGER reference_versions_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reference_versions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER companies_auth_truncated AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER user_configs_auth_truncated AFTER TRUNCATE ON user_configs
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
--> statement-breakpoint
CREATE TRIGGER user_mfa_auth_truncated AFTER TRUNCATE ON user_mfa
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify('all');
