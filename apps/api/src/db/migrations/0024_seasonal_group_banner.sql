ALTER TABLE "product_groups" ADD COLUMN "is_seasonal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "banner_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "banner_subtitle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "banner_picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The /menu banner was the web app's own, fixed to group 83 with these texts: it becomes that group's
-- data, so a menu loaded before this migration shows what it showed.
UPDATE "product_groups" SET "is_seasonal" = true, "banner_title" = 'Holiday favorites are back', "banner_subtitle" = 'Cozy up with a peppermint mocha', "banner_picture" = 'snowflake' WHERE "id" = 83;--> statement-breakpoint
-- A draft saved before this migration holds groups without the banner's fields: each takes its live
-- row's (the defaults for a group the draft adds), so the draft does not read as removing the banner.
UPDATE "menu_drafts" SET "tables" = jsonb_set("tables", '{productGroups}', (
  SELECT coalesce(jsonb_agg(e.g || jsonb_build_object(
    'isSeasonal', coalesce(p."is_seasonal", false),
    'bannerTitle', coalesce(p."banner_title", ''),
    'bannerSubtitle', coalesce(p."banner_subtitle", ''),
    'bannerPicture', coalesce(p."banner_picture", '')
  ) ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements("tables"->'productGroups') WITH ORDINALITY AS e(g, ord)
  LEFT JOIN "product_groups" p ON p."id" = (e.g->>'id')::integer
)) WHERE "tables" ? 'productGroups';
