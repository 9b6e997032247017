DROP INDEX "parcels_user_created_idx";--> statement-breakpoint
DROP INDEX "transaction_records_user_idx";--> statement-breakpoint
CREATE INDEX "combined_orders_member_list_idx" ON "combined_orders" USING btree ("tenant_id","user_id","delivery_mode","created_at","id","status");--> statement-breakpoint
CREATE INDEX "parcels_member_list_idx" ON "parcels" USING btree ("tenant_id","user_id","created_at","id","status","tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_combined_order_idx" ON "parcels" USING btree ("combined_order_id") WHERE "parcels"."combined_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_records_member_list_idx" ON "transaction_records" USING btree ("tenant_id","user_id","created_at","id","kind","status","method","ref_id");