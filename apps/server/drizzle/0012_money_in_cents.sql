-- Money is kept in whole cents (integer) so sums and totals add up exactly, with no floating-point
-- euros in between. Existing amounts have two decimals, so x 100 converts them without loss.
ALTER TABLE "payroll" ALTER COLUMN "total" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll" ALTER COLUMN "total" SET DATA TYPE integer USING round("total" * 100);--> statement-breakpoint
ALTER TABLE "payroll" ALTER COLUMN "total" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payroll" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "rate" SET DATA TYPE integer USING round("rate" * 100);--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "rate" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payroll_item" RENAME COLUMN "rate" TO "rate_cents";--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "add_on" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "add_on" SET DATA TYPE integer USING round("add_on" * 100);--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "add_on" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payroll_item" RENAME COLUMN "add_on" TO "add_on_cents";--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "sum" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "sum" SET DATA TYPE integer USING round("sum" * 100);--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "sum" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payroll_item" RENAME COLUMN "sum" TO "sum_cents";--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "total" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "total" SET DATA TYPE integer USING round("total" * 100);--> statement-breakpoint
ALTER TABLE "payroll_item" ALTER COLUMN "total" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payroll_item" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "total" SET DATA TYPE integer USING round("total" * 100);--> statement-breakpoint
ALTER TABLE "invoice" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "project" ALTER COLUMN "rate" SET DATA TYPE integer USING round("rate" * 100);--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "rate" TO "rate_cents";--> statement-breakpoint
ALTER TABLE "rate_card_item" ALTER COLUMN "hourly_rate" SET DATA TYPE integer USING round("hourly_rate" * 100);--> statement-breakpoint
ALTER TABLE "rate_card_item" RENAME COLUMN "hourly_rate" TO "hourly_rate_cents";
