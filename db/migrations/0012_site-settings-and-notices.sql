CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id_notice" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_label" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_staff_id_staff_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_position_idx" ON "notices" USING btree ("position");--> statement-breakpoint
-- Custom SQL: the one settings row exists from the start, so the first save locks it like every later one.
INSERT INTO "site_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Custom SQL: the settings and the banner show on every page, so their changes bump the content
-- version like any content table (migration 0006; server/plugins/page-cache.ts and
-- core/site/live-settings.ts watch it).
CREATE TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "notices_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();
