CREATE TABLE "stored_files" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_bucket_name_pk" PRIMARY KEY("bucket","name")
);
