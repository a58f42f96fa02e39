CREATE TABLE "menu_drafts" (
	"id" integer PRIMARY KEY NOT NULL,
	"tables" jsonb NOT NULL,
	"entity_versions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_publications" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"changes" jsonb NOT NULL
);
