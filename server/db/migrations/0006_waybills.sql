CREATE TABLE "combined_order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"location" text,
	"text" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combined_order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "payment_timing" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "payment_timing" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "delivery_mode" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "warehouse_id" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "method_id" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "customs_id" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "service_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "final" jsonb;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "estimated_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "final_total" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "amount_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "paid_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "final_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "box_photo" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "carrier_tracking_number" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "paid_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "shipped_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "delivered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "signed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "canceled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "combined_order_events" ADD CONSTRAINT "combined_order_events_order_id_combined_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."combined_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_order_history" ADD CONSTRAINT "combined_order_history_order_id_combined_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."combined_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combined_order_events_order_idx" ON "combined_order_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "combined_order_history_order_idx" ON "combined_order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "combined_orders_user_created_idx" ON "combined_orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "combined_orders_carrier_number_idx" ON "combined_orders" USING btree ("tenant_id","carrier_tracking_number");