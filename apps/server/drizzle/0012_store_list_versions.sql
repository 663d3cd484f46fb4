CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stores_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). Every signed-in request knows its caller's stores; rather
-- than build them in the auth statement each time, it reads these two counters, and each server process
-- keeps the stores it built per counter value. Any change to a channels row, from any writer, bumps its
-- company's counter in the same transaction, so a process can never serve a list older than the database.
CREATE FUNCTION channels_bump_stores_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE companies SET stores_version = stores_version + 1 WHERE id = OLD.company_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
    UPDATE companies SET stores_version = stores_version + 1 WHERE id = NEW.company_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channels_bump_stores_version AFTER INSERT OR UPDATE OR DELETE ON channels
  FOR EACH ROW EXECUTE FUNCTION channels_bump_stores_version();
--> statement-breakpoint
-- The stores carry their marketplace's name and site from general_code: a change there (an operator in
-- System > General code, or the seed) bumps one counter that every cached list is keyed by.
CREATE FUNCTION general_code_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_versions (name, version) VALUES ('general_code', 1)
    ON CONFLICT (name) DO UPDATE SET version = reference_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER general_code_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON general_code
  FOR EACH STATEMENT EXECUTE FUNCTION general_code_bump_version();
--> statement-breakpoint
INSERT INTO reference_versions (name, version) VALUES ('general_code', 1) ON CONFLICT (name) DO NOTHING;
