ALTER TABLE "payment_intents" ADD COLUMN "reload_card_number" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "reload_member_id" text;