ALTER TABLE "reviews" ADD COLUMN "product_title" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "product_image_url" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "tag_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "note_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The Review Observer's list reads a page of reviews with their product, tags and notes. Looking those up
-- per row cost more than reading the page itself, so each review carries them, kept right by the triggers
-- below in the same transaction as the change that moves them. The product a review shows is its ASIN's
-- first SKU with a title, as the tracker and the mails pick it.
CREATE FUNCTION reviews_fill_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.title, p.image_url INTO NEW.product_title, NEW.product_image_url
    FROM products p WHERE p.channel_id = NEW.channel_id AND p.asin = NEW.asin
    ORDER BY p.title IS NULL, p.sku LIMIT 1;
  IF TG_OP = 'INSERT' THEN
    -- Tags and notes are keyed by review id, not tied to the row: a review stored again finds its own.
    NEW.tag_count := (SELECT count(*) FROM review_tags t WHERE t.channel_id = NEW.channel_id AND t.review_id = NEW.review_id);
    NEW.note_count := (SELECT count(*) FROM review_notes n WHERE n.channel_id = NEW.channel_id AND n.review_id = NEW.review_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_fill_listing BEFORE INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_fill_listing();--> statement-breakpoint
CREATE TRIGGER reviews_refill_product BEFORE UPDATE OF asin ON reviews
  FOR EACH ROW WHEN (OLD.asin IS DISTINCT FROM NEW.asin) EXECUTE FUNCTION reviews_fill_listing();--> statement-breakpoint
-- Products change in batches (the catalogue sync's upserts): once per statement, for the ASINs it touched.
-- Reviews are locked in key order before they are written, the order the review sync's upserts take
-- (sync/bulk-upsert.ts), so the two running side by side can wait for each other but never deadlock.
CREATE FUNCTION reviews_refresh_products(channel_ids uuid[], asins text[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT r.channel_id, r.review_id, p.title, p.image_url
    FROM (SELECT DISTINCT * FROM unnest(channel_ids, asins) AS k(channel_id, asin)) k
    JOIN reviews r ON r.channel_id = k.channel_id AND r.asin = k.asin
    LEFT JOIN LATERAL (
      SELECT p.title, p.image_url FROM products p WHERE p.channel_id = k.channel_id AND p.asin = k.asin
      ORDER BY p.title IS NULL, p.sku LIMIT 1) p ON true
    WHERE r.product_title IS DISTINCT FROM p.title OR r.product_image_url IS DISTINCT FROM p.image_url
    ORDER BY r.channel_id, r.review_id
    FOR UPDATE OF r)
  UPDATE reviews r SET product_title = c.title, product_image_url = c.image_url
    FROM changed c WHERE r.channel_id = c.channel_id AND r.review_id = c.review_id
$$;--> statement-breakpoint
CREATE FUNCTION products_refresh_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviews_refresh_products(ARRAY(SELECT channel_id FROM new_rows), ARRAY(SELECT asin FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reviews_refresh_products(
      ARRAY(SELECT channel_id FROM new_rows UNION ALL SELECT channel_id FROM old_rows),
      ARRAY(SELECT asin FROM new_rows UNION ALL SELECT asin FROM old_rows));
  ELSE
    PERFORM reviews_refresh_products(ARRAY(SELECT channel_id FROM old_rows), ARRAY(SELECT asin FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_reviews();--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_reviews();--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_reviews();--> statement-breakpoint
-- Tag and note counts, once per statement: tag rules add tags to many reviews at once. One function
-- serves both tables; its argument names the count it keeps.
CREATE FUNCTION reviews_count_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locked in key order first, as above.
  EXECUTE format(
    'WITH d AS (SELECT channel_id, review_id, count(*)::int AS n FROM %3$I GROUP BY 1, 2),
       locked AS (SELECT r.channel_id, r.review_id, d.n FROM reviews r
         JOIN d ON r.channel_id = d.channel_id AND r.review_id = d.review_id
         ORDER BY r.channel_id, r.review_id FOR UPDATE OF r)
     UPDATE reviews r SET %1$I = r.%1$I %2$s l.n
       FROM locked l WHERE r.channel_id = l.channel_id AND r.review_id = l.review_id',
    TG_ARGV[0],
    CASE TG_OP WHEN 'INSERT' THEN '+' ELSE '-' END,
    CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER review_tags_inserted AFTER INSERT ON review_tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_count_children('tag_count');--> statement-breakpoint
CREATE TRIGGER review_tags_deleted AFTER DELETE ON review_tags REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_count_children('tag_count');--> statement-breakpoint
CREATE TRIGGER review_notes_inserted AFTER INSERT ON review_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_count_children('note_count');--> statement-breakpoint
CREATE TRIGGER review_notes_deleted AFTER DELETE ON review_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_count_children('note_count');--> statement-breakpoint
-- Reviews stored before this migration.
UPDATE reviews r SET
  (product_title, product_image_url) = (
    SELECT p.title, p.image_url FROM products p WHERE p.channel_id = r.channel_id AND p.asin = r.asin
    ORDER BY p.title IS NULL, p.sku LIMIT 1),
  tag_count = (SELECT count(*) FROM review_tags t WHERE t.channel_id = r.channel_id AND t.review_id = r.review_id),
  note_count = (SELECT count(*) FROM review_notes n WHERE n.channel_id = r.channel_id AND n.review_id = r.review_id);
