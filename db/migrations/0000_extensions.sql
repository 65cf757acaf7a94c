-- Custom migration (drizzle-kit does not emit CREATE EXTENSION). Search needs accent-insensitive
-- matching, trigram similarity for typos and prefixes, and stemming in English and Portuguese.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with an explicit dictionary can be indexed.
CREATE OR REPLACE FUNCTION pawpedia_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION pawpedia_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pawpedia_en
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION pawpedia_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pawpedia_pt
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
