CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"product_id" bigint
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_product_idx" ON "search_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_terms_merchant_idx" ON "search_terms" USING btree ("merchant_id");--> statement-breakpoint
-- Hand-added: the terms of one name. Every start of a word (after a space or punctuation), and every
-- character from the Thai block up (U+0E00: Thai, CJK...), scripts written without spaces between words;
-- lower-cased, at most 64 characters each.
CREATE OR REPLACE FUNCTION food_search_terms(v text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT substr(s.t, i, 64)
  FROM (SELECT lower(btrim(coalesce(v, ''))) AS t) s, generate_series(1, length(s.t)) AS i
  WHERE substr(s.t, i, 1) !~ '[[:space:][:punct:]]'
    AND (i = 1 OR substr(s.t, i - 1, 1) ~ '[[:space:][:punct:]]' OR ascii(substr(s.t, i, 1)) >= 3584)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.merchant_id = OLD.merchant_id THEN RETURN NEW; END IF;
    DELETE FROM search_terms WHERE product_id = OLD.id;
  END IF;
  INSERT INTO search_terms (term, merchant_id, product_id)
    SELECT DISTINCT t, NEW.merchant_id, NEW.id FROM jsonb_each_text(NEW.name) n, food_search_terms(n.value) t;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_of_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name THEN RETURN NEW; END IF;
    DELETE FROM search_terms WHERE merchant_id = OLD.id AND product_id IS NULL;
  END IF;
  INSERT INTO search_terms (term, merchant_id, product_id) SELECT t, NEW.id, NULL FROM food_search_terms(NEW.name) t;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_terms AFTER INSERT OR UPDATE OF name, merchant_id ON products
  FOR EACH ROW EXECUTE FUNCTION search_terms_of_product();--> statement-breakpoint
CREATE TRIGGER merchants_search_terms AFTER INSERT OR UPDATE OF name ON merchants
  FOR EACH ROW EXECUTE FUNCTION search_terms_of_merchant();--> statement-breakpoint
INSERT INTO search_terms (term, merchant_id, product_id) SELECT t, m.id, NULL FROM merchants m, food_search_terms(m.name) t;--> statement-breakpoint
INSERT INTO search_terms (term, merchant_id, product_id)
  SELECT DISTINCT t, p.merchant_id, p.id FROM products p, jsonb_each_text(p.name) n, food_search_terms(n.value) t;
