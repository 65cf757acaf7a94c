ALTER TABLE "breeds" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "breeds_search_en_idx" ON "breeds" USING gin (to_tsvector('pawpedia_en', "search_text"));--> statement-breakpoint
CREATE INDEX "breeds_search_pt_idx" ON "breeds" USING gin (to_tsvector('pawpedia_pt', "search_text"));--> statement-breakpoint
CREATE INDEX "breeds_search_trgm_idx" ON "breeds" USING gin (pawpedia_unaccent(lower("search_text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin (to_tsvector('pawpedia_en', "name" || ' ' || "title" || ' ' || "abstract"));--> statement-breakpoint
CREATE INDEX "products_search_pt_idx" ON "products" USING gin (to_tsvector('pawpedia_pt', "name" || ' ' || "title" || ' ' || "abstract"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (pawpedia_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin (to_tsvector('pawpedia_en', "title" || ' ' || "excerpt" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "articles_search_pt_idx" ON "articles" USING gin (to_tsvector('pawpedia_pt', "title" || ' ' || "excerpt" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (pawpedia_unaccent(lower("title")) gin_trgm_ops);