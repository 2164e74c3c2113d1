ALTER TABLE "order_items" ADD COLUMN "texts" jsonb;--> statement-breakpoint
-- Orders placed before names were kept in every language: their names from the catalogue as it is now,
-- where the stored name is still one of the dish's names (and each option still one of its option's
-- names); anything renamed since keeps the name it was ordered under, for every language.
UPDATE "order_items" oi SET "texts" = jsonb_build_object(
  'name', CASE
    WHEN EXISTS (SELECT 1 FROM jsonb_each_text(p."name") n WHERE n.value = oi."name") THEN p."name"
    ELSE jsonb_build_object('en', oi."name")
  END,
  'specs', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'group', coalesce(mg.grp->'name', jsonb_build_object('en', s.spec->>'group')),
      'option', coalesce(mo.opt, jsonb_build_object('en', s.spec->>'option'))
    ) ORDER BY s.ord)
    FROM jsonb_array_elements(oi."specs") WITH ORDINALITY AS s(spec, ord)
    LEFT JOIN LATERAL (
      SELECT g.value AS grp FROM jsonb_array_elements(p."specs") AS g(value)
      WHERE EXISTS (SELECT 1 FROM jsonb_each_text(g.value->'name') n WHERE n.value = s.spec->>'group')
      LIMIT 1
    ) mg ON true
    LEFT JOIN LATERAL (
      SELECT o.value->'name' AS opt FROM jsonb_array_elements(mg.grp->'options') AS o(value)
      WHERE EXISTS (SELECT 1 FROM jsonb_each_text(o.value->'name') n WHERE n.value = s.spec->>'option')
      LIMIT 1
    ) mo ON true
  ), '[]'::jsonb)
)
FROM "products" p
WHERE p."id" = oi."product_id" AND oi."texts" IS NULL;
