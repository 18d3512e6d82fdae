ALTER TABLE "calculators" ADD COLUMN "polarisation" double precision;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "duty_regime" text;