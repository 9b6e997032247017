CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"show_on_index" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"category_content_type" integer NOT NULL,
	"show_article_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"space_type" integer NOT NULL,
	"image_url" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"link_type" integer,
	"link_source_value" text,
	"extenal_url_target" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_zh" text,
	"category_en" text,
	"question_zh" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_zh" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"position" integer NOT NULL,
	"block_key" text,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"image_url" text,
	"link_type" integer,
	"link_source_value" text,
	"extenal_url_target" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_services" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_type" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declared_names" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"hs_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_types" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_method_types" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"method_type_id" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"carrier_code" text NOT NULL,
	"carrier_name" text NOT NULL,
	"carrier_tracking_url" text,
	"transit_days_min" integer NOT NULL,
	"transit_days_max" integer NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"first_weight_grams" integer NOT NULL,
	"first_weight_price" integer NOT NULL,
	"additional_weight_grams" integer NOT NULL,
	"additional_price" integer NOT NULL,
	"fuel_surcharge_bp" integer DEFAULT 0 NOT NULL,
	"handling_fee" integer DEFAULT 0 NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"max_side_cm" integer NOT NULL,
	"allowed_goods_type_ids" text[] NOT NULL,
	"restrictions_zh" text DEFAULT '' NOT NULL,
	"restrictions_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"method_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"first_weight_price" integer NOT NULL,
	"additional_price" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"country_codes" text[] NOT NULL,
	"region_ids" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_content_items" ADD CONSTRAINT "page_content_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_services" ADD CONSTRAINT "additional_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_names" ADD CONSTRAINT "declared_names_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_types" ADD CONSTRAINT "goods_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_types" ADD CONSTRAINT "shipping_method_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_method_type_id_shipping_method_types_id_fk" FOREIGN KEY ("method_type_id") REFERENCES "public"."shipping_method_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_tenant_idx" ON "announcements" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE INDEX "article_categories_tenant_idx" ON "article_categories" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "articles_tenant_category_idx" ON "articles" USING btree ("tenant_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "banners_tenant_space_idx" ON "banners" USING btree ("tenant_id","space_type","sort");--> statement-breakpoint
CREATE INDEX "faqs_tenant_idx" ON "faqs" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "page_content_items_tenant_position_idx" ON "page_content_items" USING btree ("tenant_id","position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_services_code_uq" ON "additional_services" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "declared_names_tenant_idx" ON "declared_names" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_types_code_uq" ON "goods_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_method_types_code_uq" ON "shipping_method_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "shipping_methods_tenant_idx" ON "shipping_methods" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_method_zone_uq" ON "shipping_rates" USING btree ("method_id","zone_id");--> statement-breakpoint
CREATE INDEX "shipping_rates_tenant_idx" ON "shipping_rates" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "shipping_zones_tenant_idx" ON "shipping_zones" USING btree ("tenant_id");