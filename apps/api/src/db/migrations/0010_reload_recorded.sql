ALTER TABLE "payment_intents" ADD COLUMN "reload_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_intents_unrecorded_reload_idx" ON "payment_intents" USING btree ("updated_at") WHERE "payment_intents"."status" = 'succeeded' and "payment_intents"."reload_card_number" is not null and "payment_intents"."reload_recorded_at" is null;--> statement-breakpoint
-- Reloads recorded before this column existed: their RELOAD ledger row says so.
UPDATE "payment_intents" SET "reload_recorded_at" = "card_ledger"."at" FROM "card_ledger" WHERE "card_ledger"."payment_intent_id" = "payment_intents"."id" AND "card_ledger"."kind" = 'RELOAD';
