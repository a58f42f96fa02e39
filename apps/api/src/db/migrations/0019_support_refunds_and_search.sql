CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"credit_card_cents" integer NOT NULL,
	"brewline_card_cents" integer NOT NULL,
	"payment_intent_id" text,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0),
	CONSTRAINT "order_refunds_parts_add_up" CHECK ("order_refunds"."amount_cents" = "order_refunds"."credit_card_cents" + "order_refunds"."brewline_card_cents")
);
--> statement-breakpoint
DROP INDEX "card_ledger_one_movement_per_order_card_idx";--> statement-breakpoint
ALTER TABLE "card_ledger" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "reward_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_unsettled_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_one_refund_per_card_idx" ON "card_ledger" USING btree ("refund_id","card_number") WHERE "card_ledger"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "member_profiles_email_idx" ON "member_profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "member_profiles_name_idx" ON "member_profiles" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "member_profiles_phone_idx" ON "member_profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_store_newest_idx" ON "orders" USING btree ("store_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents" DESC NULLS LAST,"placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_display_id_idx" ON "orders" USING btree (substr("id", 25));--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("guest_email"));--> statement-breakpoint
CREATE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_intents_order_last4_idx" ON "payment_intents" USING btree ("card_last4") WHERE "payment_intents"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_one_movement_per_order_card_idx" ON "card_ledger" USING btree ("order_id","card_number","kind") WHERE "card_ledger"."order_id" is not null and "card_ledger"."kind" <> 'REFUND';