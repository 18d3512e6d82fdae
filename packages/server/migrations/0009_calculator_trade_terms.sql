ALTER TABLE "accounts" ADD COLUMN "finance_terms" jsonb;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "polarisation" double precision;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "duty_regime" text;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "freight_mode" text;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "vessel_class" text;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "cargo_tonnes" double precision;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "sea_route" text;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "finance_terms" jsonb;