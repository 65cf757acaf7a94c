CREATE TABLE "home_curation" (
	"id" integer PRIMARY KEY NOT NULL,
	"banner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_context_article_id" integer,
	"encyclopedia_family_ids" jsonb DEFAULT '[2,1]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "home_position" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured_position" integer;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "home_curation" ADD CONSTRAINT "home_curation_updated_by_staff_id_staff_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "home_curation_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_curation"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();
