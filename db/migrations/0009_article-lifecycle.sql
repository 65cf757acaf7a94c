CREATE TABLE "article_autosaves" (
	"id_article" integer NOT NULL,
	"id_staff" integer NOT NULL,
	"base_revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_autosaves_id_article_id_staff_pk" PRIMARY KEY("id_article","id_staff")
);
--> statement-breakpoint
CREATE TABLE "article_presence" (
	"id_article" integer NOT NULL,
	"id_staff" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_presence_id_article_id_staff_pk" PRIMARY KEY("id_article","id_staff")
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id_revision" serial PRIMARY KEY NOT NULL,
	"id_article" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"event" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"id_staff" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id_job" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id_media" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"alt_text" text NOT NULL,
	"data" "bytea",
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "id_staff_owner" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "medical_reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "medical_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "id_staff" integer;--> statement-breakpoint
ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_id_staff_staff_id_staff_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."staff"("id_staff") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_id_staff_staff_id_staff_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."staff"("id_staff") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_id_staff_staff_id_staff_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_staff_id_staff_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_number_key" ON "article_revisions" USING btree ("id_article","number");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key" ON "jobs" USING btree ("kind","key") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_id_staff_owner_staff_id_staff_fk" FOREIGN KEY ("id_staff_owner") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_medical_reviewer_id_staff_id_staff_fk" FOREIGN KEY ("medical_reviewer_id") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_id_staff_staff_id_staff_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "occupation";--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "biography";--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "picture_path";--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_id_staff_unique" UNIQUE("id_staff");