CREATE TABLE "parcel_action_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"warehouse_id" text,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"declared_name" text NOT NULL,
	"declared_name_id" text,
	"goods_type_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value" integer NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_services" (
	"parcel_id" text NOT NULL,
	"additional_service_id" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "parcel_services_parcel_id_additional_service_id_pk" PRIMARY KEY("parcel_id","additional_service_id")
);
--> statement-breakpoint
CREATE TABLE "storage_policies" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"free_days" integer NOT NULL,
	"fee_per_day" integer NOT NULL,
	"warning_days" integer DEFAULT 7 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "carrier_code" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "carrier_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "warehouse_id" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "delivery_mode" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "label_member_code" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "abnormal_reason" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "combined_order_id" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "selected_to_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "arrived_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "inbound_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "storage_stopped_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "out_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "canceled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_action_logs" ADD CONSTRAINT "parcel_action_logs_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_goods" ADD CONSTRAINT "parcel_goods_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_services" ADD CONSTRAINT "parcel_services_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_services" ADD CONSTRAINT "parcel_services_additional_service_id_additional_services_id_fk" FOREIGN KEY ("additional_service_id") REFERENCES "public"."additional_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_policies" ADD CONSTRAINT "storage_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_action_logs_parcel_idx" ON "parcel_action_logs" USING btree ("parcel_id","created_at");--> statement-breakpoint
CREATE INDEX "parcel_goods_parcel_idx" ON "parcel_goods" USING btree ("parcel_id","sort");--> statement-breakpoint
CREATE INDEX "parcel_photos_parcel_idx" ON "parcel_photos" USING btree ("parcel_id","created_at");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_user_created_idx" ON "parcels" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_active_tracking_uq" ON "parcels" USING btree ("tenant_id","tracking_number") WHERE status <> 210;