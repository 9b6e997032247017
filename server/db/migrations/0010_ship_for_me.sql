CREATE TABLE "ship_for_me_enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer NOT NULL,
	"warehouse_id" text NOT NULL,
	"address" jsonb NOT NULL,
	"address_id" text,
	"remark" text,
	"answer_method_id" text,
	"answer_weight_grams" integer,
	"answer_total" integer,
	"answer_currency" text,
	"answer_note" text,
	"answered_at" timestamp (3) with time zone,
	"closed_reason" text,
	"order_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_for_me_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer NOT NULL,
	"source" text NOT NULL,
	"client_key" text,
	"identity" text NOT NULL,
	"platform" text NOT NULL,
	"shop_name" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"spec" text,
	"unit_price" integer NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"declared_name" text NOT NULL,
	"goods_type_id" text NOT NULL,
	"declared_value" integer NOT NULL,
	"declared_quantity" integer NOT NULL,
	"parcel_id" text,
	"enquiry_id" text,
	"order_id" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship_for_me_enquiries" ADD CONSTRAINT "ship_for_me_enquiries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_for_me_enquiries" ADD CONSTRAINT "ship_for_me_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_for_me_goods" ADD CONSTRAINT "ship_for_me_goods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_for_me_goods" ADD CONSTRAINT "ship_for_me_goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ship_for_me_enquiries_member_idx" ON "ship_for_me_enquiries" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "ship_for_me_enquiries_status_idx" ON "ship_for_me_enquiries" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ship_for_me_goods_member_idx" ON "ship_for_me_goods" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_for_me_goods_client_key_uq" ON "ship_for_me_goods" USING btree ("tenant_id","user_id","client_key");--> statement-breakpoint
CREATE INDEX "ship_for_me_goods_identity_idx" ON "ship_for_me_goods" USING btree ("tenant_id","user_id","identity");--> statement-breakpoint
CREATE INDEX "ship_for_me_goods_order_idx" ON "ship_for_me_goods" USING btree ("order_id");