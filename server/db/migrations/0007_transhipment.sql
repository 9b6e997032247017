CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "address_id" text;--> statement-breakpoint
ALTER TABLE "combined_orders" ADD COLUMN "estimated_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_combined_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."combined_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "combined_orders_user_mode_idx" ON "combined_orders" USING btree ("tenant_id","user_id","delivery_mode","status");