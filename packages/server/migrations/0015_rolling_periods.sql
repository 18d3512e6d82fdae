ALTER TABLE "calculators" ADD COLUMN "rolling_position" integer;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "roll_business_days" integer;