CREATE TABLE "card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" text,
	"payment_intent_id" text,
	"combine_id" text,
	"member_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claimed_rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"reward_name" text NOT NULL,
	"expire_date" text,
	"time_limit_seconds" integer,
	"created_at" timestamp with time zone NOT NULL,
	"consumed_order_id" text,
	"consumed_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_products" (
	"member_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "favorite_products_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_stores" (
	"member_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "favorite_stores_member_id_store_id_pk" PRIMARY KEY("member_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" text,
	"claimed_reward_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"reward_name" text NOT NULL,
	"time_limit_seconds" integer,
	"reward_kind" text NOT NULL,
	CONSTRAINT "reward_plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "member_cards" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "card_add_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "suspicious_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_reward_id" text;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_card_number_member_cards_card_number_fk" FOREIGN KEY ("card_number") REFERENCES "public"."member_cards"("card_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimed_rewards" ADD CONSTRAINT "claimed_rewards_plan_id_reward_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reward_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_ledger_card_idx" ON "card_ledger" USING btree ("card_number","id");--> statement-breakpoint
CREATE INDEX "card_ledger_order_idx" ON "card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_one_reload_per_intent_idx" ON "card_ledger" USING btree ("payment_intent_id") WHERE "card_ledger"."kind" = 'RELOAD';--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_one_movement_per_order_card_idx" ON "card_ledger" USING btree ("order_id","card_number","kind") WHERE "card_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "claimed_rewards_member_idx" ON "claimed_rewards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_per_order_idx" ON "points_ledger" USING btree ("order_id","kind") WHERE "points_ledger"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_one_default_idx" ON "member_cards" USING btree ("member_id") WHERE "member_cards"."is_default";--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_balance_not_negative" CHECK ("member_cards"."balance_cents" >= 0);