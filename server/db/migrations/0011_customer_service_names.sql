-- The customer-service contact gets a name per language, as warehouses, levels and countries have. Existing
-- rows keep their name as the Chinese one; the English one is a copy, with the seeded "<brand> 客服 <name>" put in English.
ALTER TABLE "customer_service_contacts" RENAME COLUMN "name" TO "name_zh";--> statement-breakpoint
ALTER TABLE "customer_service_contacts" ADD COLUMN "name_en" text;--> statement-breakpoint
UPDATE "customer_service_contacts" SET "name_en" = regexp_replace("name_zh", '^(.+) 客服 (.+)$', '\2, \1 customer service');--> statement-breakpoint
ALTER TABLE "customer_service_contacts" ALTER COLUMN "name_en" SET NOT NULL;
