-- A history line's money is data, not text: the fee difference a re-price settled moves from "note" to
-- "amount", signed minor units, for the site to format in the order's currency. Old lines are converted here,
-- once, so every reader sees one form. Two forms were written: minor units ("+2812", the first weighing code,
-- packed and weighed only) and decimals ("+28.12", the re-price path); nothing else writes a signed number.
ALTER TABLE "combined_order_history" ADD COLUMN "amount" integer;--> statement-breakpoint
UPDATE "combined_order_history" SET "amount" = "note"::integer, "note" = NULL
WHERE "action" IN ('packed', 'weighed') AND "note" ~ '^[+-][0-9]{1,9}$';--> statement-breakpoint
UPDATE "combined_order_history" SET "amount" = round("note"::numeric * 100)::integer, "note" = NULL
WHERE "action" IN ('parcelsAdded', 'edited', 'packed', 'weighed') AND "note" ~ '^[+-][0-9]{1,7}\.[0-9]{2}$';
