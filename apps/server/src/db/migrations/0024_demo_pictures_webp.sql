-- The platform's demo pictures (covers, dishes, rooms, banners, news) are WebP files now; logos, airlines and avatars stay SVG. Rows that point at the former SVG pictures (seeded, chosen by an operator, or copied into an order) follow them.
UPDATE "merchants" SET "cover" = regexp_replace("cover", '\.svg$', '.webp') WHERE "cover" ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND "cover" !~ '-logo\.svg$';--> statement-breakpoint
UPDATE "products" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND "image" !~ '-logo\.svg$';--> statement-breakpoint
UPDATE "banners" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND "image" !~ '-logo\.svg$';--> statement-breakpoint
UPDATE "news" SET "cover" = regexp_replace("cover", '\.svg$', '.webp') WHERE "cover" ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND "cover" !~ '-logo\.svg$';--> statement-breakpoint
UPDATE "order_items" SET "image" = regexp_replace("image", '\.svg$', '.webp') WHERE "image" ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND "image" !~ '-logo\.svg$';--> statement-breakpoint
UPDATE "hotel_profiles" SET "photos" = (
  SELECT coalesce(jsonb_agg(CASE WHEN p ~ '^/assets/demo/(merchants|products|hotels|news|banners)/.*\.svg$' AND p !~ '-logo\.svg$' THEN regexp_replace(p, '\.svg$', '.webp') ELSE p END ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements_text("photos") WITH ORDINALITY AS t(p, i)
) WHERE "photos"::text ~ '/assets/demo/[^"]*\.svg';
