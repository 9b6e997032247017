-- A parcel's history line speaks of money as data, not text: a declaration edit's new declared total moves
-- from "note" ("123.45 CNY", the only form written) to "amount", minor units in the parcel's currency, for the
-- site to word and format. Old lines are converted here, once, so every reader sees one form (each total was
-- written with the parcel's integer declared_value, in the same transaction, so it fits an integer).
ALTER TABLE "parcel_action_logs" ADD COLUMN "amount" integer;--> statement-breakpoint
UPDATE "parcel_action_logs" SET "amount" = round(split_part("note", ' ', 1)::numeric * 100)::integer, "note" = NULL
WHERE "action" = 'declarationEdited' AND "note" ~ '^[0-9]+\.[0-9]{2} [A-Z]{3}$';
