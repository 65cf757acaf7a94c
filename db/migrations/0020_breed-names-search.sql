-- Custom SQL first (drizzle-kit does not emit functions), docs/decisions/084: a breed's typos are
-- matched against its names and synonyms only, not against its origin and type, whose words made
-- false matches ("ração" is one letter from the "raça" of "raça moderna"). array_to_string() is
-- only STABLE; this IMMUTABLE wrapper (text elements print the same everywhere) can be generated.
CREATE OR REPLACE FUNCTION pawpedia_breed_names(text, text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.pawpedia_unaccent(lower(concat_ws(' ', $1, array_to_string($2, ' ')))) $$;
--> statement-breakpoint
ALTER TABLE "breeds" drop column "search_name";--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "search_name" text GENERATED ALWAYS AS (pawpedia_breed_names("name", "synonyms")) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index (0005): the same index on the new column.
CREATE INDEX "breeds_search_trgm_idx" ON "breeds" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);
