-- Custom migration. pg_trgm declares its word-similarity operators (<% and %>) as cheap as an
-- integer comparison, but each call splits both strings into trigrams (~15 us on a breed's names).
-- The planner then prefers a sequential scan of a small table, computing the similarity for
-- every row (1.7 ms for 116 breeds), over the trigram GIN index (0.1 ms). COST 100 is what core
-- PostgreSQL declares for its text-search matches that parse text (ts_match_tt). Only plans
-- change, never results. The functions belong to the extension: where the database user may not
-- alter them (a trusted extension installed by a non-superuser), search stays as it was.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word-similarity costs left as they are: %', SQLERRM;
END $$;
