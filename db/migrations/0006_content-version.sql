CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Custom SQL (drizzle-kit does not emit triggers): any write to content guests see bumps the
-- version once per statement; server/plugins/page-cache.ts watches it.
CREATE OR REPLACE FUNCTION pawpedia_bump_content_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "families_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "families"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "products_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "breeds_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breeds"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "breed_texts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breed_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "breed_products_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breed_products"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "authors_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authors"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "articles_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "article_families_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_families"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "article_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "infographics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "infographics"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "infographic_related_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "infographic_related"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "quotes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "tips_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tips"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "polls_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "polls"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "poll_options_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "poll_options"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();--> statement-breakpoint
CREATE TRIGGER "static_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "static_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();
