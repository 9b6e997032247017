CREATE TABLE "coupon_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"kind" integer NOT NULL,
	"amount_off" integer,
	"percent_off_bp" integer,
	"max_discount" integer,
	"threshold" integer DEFAULT 0 NOT NULL,
	"business_type" integer DEFAULT 10 NOT NULL,
	"applies_to" integer[] NOT NULL,
	"receive_type" integer NOT NULL,
	"points_cost" integer,
	"stock" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp (3) with time zone,
	"valid_to" timestamp (3) with time zone,
	"valid_days" integer,
	"receive_from" timestamp (3) with time zone,
	"receive_until" timestamp (3) with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_stock" CHECK ("coupon_templates"."stock" IS NULL OR "coupon_templates"."issued" <= "coupon_templates"."stock"),
	CONSTRAINT "coupon_templates_validity" CHECK ("coupon_templates"."valid_days" IS NOT NULL OR "coupon_templates"."valid_to" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"member_coupon_id" text NOT NULL,
	"order_ref" text NOT NULL,
	"order_kind" integer NOT NULL,
	"fee" integer NOT NULL,
	"discount" integer NOT NULL,
	"state" text NOT NULL,
	"locked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone,
	"released_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"tenant_id" text NOT NULL,
	"user_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "description_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "amount_off" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "percent_off_bp" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "max_discount" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "business_type" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "applies_to" integer[] DEFAULT '{10,20}' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "receive_type" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "starts_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "used_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "remaining" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_tenant_idx" ON "coupon_templates" USING btree ("tenant_id","receive_type","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_usages_one_per_coupon_uq" ON "coupon_usages" USING btree ("member_coupon_id") WHERE "coupon_usages"."state" IN ('locked', 'used');--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_usages_one_per_order_uq" ON "coupon_usages" USING btree ("tenant_id","order_ref") WHERE "coupon_usages"."state" IN ('locked', 'used');--> statement-breakpoint
CREATE INDEX "coupon_usages_user_idx" ON "coupon_usages" USING btree ("tenant_id","user_id","locked_at");--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_template_idx" ON "member_coupons" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "points_entries_lots_idx" ON "points_entries" USING btree ("user_id","expires_at") WHERE "points_entries"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once_uq" ON "points_entries" USING btree ("tenant_id","user_id","kind","ref") WHERE "points_entries"."kind" IN ('earn', 'deduct', 'return');--> statement-breakpoint
-- Coupons and points kept by an earlier version: the old single value becomes amount or percent off;
-- points get their running balance, an account, and lots that expire a year after they were credited.
UPDATE "member_coupons" SET "amount_off" = CASE WHEN "kind" = 10 THEN "value" END, "percent_off_bp" = CASE WHEN "kind" = 20 THEN "value" * 100 END;--> statement-breakpoint
UPDATE "points_entries" p SET "balance_after" = r."running", "remaining" = GREATEST(p."points", 0), "expires_at" = CASE WHEN p."points" > 0 THEN p."created_at" + interval '365 days' END
  FROM (SELECT "id", SUM("points") OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "running" FROM "points_entries") r WHERE r."id" = p."id";--> statement-breakpoint
INSERT INTO "points_accounts" ("tenant_id", "user_id", "balance") SELECT "tenant_id", "user_id", GREATEST(SUM("points"), 0) FROM "points_entries" GROUP BY "tenant_id", "user_id";--> statement-breakpoint
ALTER TABLE "member_coupons" ALTER COLUMN "applies_to" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_coupons" ALTER COLUMN "receive_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "points_entries" ALTER COLUMN "balance_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_coupons" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_remaining" CHECK ("points_entries"."remaining" >= 0 AND "points_entries"."remaining" <= GREATEST("points_entries"."points", 0));