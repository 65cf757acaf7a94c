DROP INDEX "breeds_search_en_idx";--> statement-breakpoint
DROP INDEX "breeds_search_pt_idx";--> statement-breakpoint
DROP INDEX "breeds_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_en_idx";--> statement-breakpoint
DROP INDEX "products_search_pt_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_search_en_idx";--> statement-breakpoint
DROP INDEX "articles_search_pt_idx";--> statement-breakpoint
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("search_text", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "search_pt" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("search_text", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "search_name" text GENERATED ALWAYS AS (pawpedia_unaccent(lower("search_text"))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("title", '')), 'B') || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("abstract", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_pt" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("title", '')), 'B') || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("abstract", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (pawpedia_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('pawpedia_en'::regconfig, coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_pt" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('pawpedia_pt'::regconfig, coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (pawpedia_unaccent(lower("title"))) STORED;--> statement-breakpoint
CREATE INDEX "breeds_search_en_idx" ON "breeds" USING gin ("search_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "breeds_search_pt_idx" ON "breeds" USING gin ("search_pt") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "breeds_search_trgm_idx" ON "breeds" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_pt_idx" ON "products" USING gin ("search_pt") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_pt_idx" ON "articles" USING gin ("search_pt") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);