ALTER TABLE "articles" ALTER COLUMN "search_en" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_pt" DROP EXPRESSION;--> statement-breakpoint
-- Custom SQL (drizzle-kit does not emit triggers), docs/decisions/038: an article's search vectors
-- are written by this trigger instead of generated columns, which PostgreSQL recomputes (two text
-- parses of the whole article, and new GIN entries) on every update of the row, even one that
-- changes no text. They are computed only when the words they are made of changed, and only for
-- what search shows (published articles, core/search/search-site.ts); other rows keep none.
-- Same expression as db/schema/search-columns.ts.
CREATE OR REPLACE FUNCTION pawpedia_article_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    NEW.search_en := setweight(to_tsvector('pawpedia_en'::regconfig, coalesce(NEW.title, '')), 'A')
      || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce(NEW.excerpt, '')), 'B')
      || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce(NEW.content, '')), 'C');
    NEW.search_pt := setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce(NEW.title, '')), 'A')
      || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce(NEW.excerpt, '')), 'B')
      || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce(NEW.content, '')), 'C');
  ELSE
    NEW.search_en := NULL;
    NEW.search_pt := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_search_insert" BEFORE INSERT ON "articles"
  FOR EACH ROW EXECUTE FUNCTION pawpedia_article_search();--> statement-breakpoint
CREATE TRIGGER "articles_search_update" BEFORE UPDATE ON "articles"
  FOR EACH ROW
  WHEN (NEW.title IS DISTINCT FROM OLD.title
     OR NEW.excerpt IS DISTINCT FROM OLD.excerpt
     OR NEW.content IS DISTINCT FROM OLD.content
     OR (NEW.status = 'published') IS DISTINCT FROM (OLD.status = 'published'))
  EXECUTE FUNCTION pawpedia_article_search();--> statement-breakpoint
UPDATE "articles" SET "search_en" = NULL, "search_pt" = NULL WHERE "status" <> 'published';
