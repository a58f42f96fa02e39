CREATE TABLE "terminal_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "terminal_credentials_pairing_code_hash_unique" UNIQUE("pairing_code_hash"),
	CONSTRAINT "terminal_credentials_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "terminal_credentials" ADD CONSTRAINT "terminal_credentials_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_credentials_store_idx" ON "terminal_credentials" USING btree ("store_id");