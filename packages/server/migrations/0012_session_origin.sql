ALTER TABLE "token_families" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "user_agent" text;