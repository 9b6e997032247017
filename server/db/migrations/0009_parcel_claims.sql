CREATE TABLE "parcel_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"forecast_id" text NOT NULL,
	"arrival_id" text NOT NULL,
	"user_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "parcels_active_tracking_uq";--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_forecast_id_parcels_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_arrival_id_parcels_id_fk" FOREIGN KEY ("arrival_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_claims" ADD CONSTRAINT "parcel_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_claims_pair_uq" ON "parcel_claims" USING btree ("forecast_id","arrival_id");--> statement-breakpoint
CREATE INDEX "parcel_claims_arrival_idx" ON "parcel_claims" USING btree ("arrival_id");--> statement-breakpoint
CREATE INDEX "parcels_tracking_idx" ON "parcels" USING btree ("tenant_id","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_member_tracking_uq" ON "parcels" USING btree ("tenant_id","user_id","tracking_number") WHERE status <> 210 AND user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_arrived_tracking_uq" ON "parcels" USING btree ("tenant_id","tracking_number") WHERE status NOT IN (50, 210);