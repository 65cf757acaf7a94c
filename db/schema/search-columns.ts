import { sql, type SQL } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; only ever written by the database (generated columns or a trigger). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Stored search vectors in English and Portuguese, weighted by field (A for names and titles,
 * then B, C). Stored rather than computed in the query because ranking reads every matching
 * row's vector, and re-parsing a long article per row made search grow with the catalogue.
 */
export function searchVectors(
  fields: readonly (readonly [column: string, weight: 'A' | 'B' | 'C'])[],
  /**
   * What typos are matched against (trigrams), kept lower-cased and without accents: a column, or
   * an expression over the row's columns (breeds: their names and synonyms only, migration 0020).
   */
  nameColumn: string | { expression: string },
  /**
   * `trigger`: the two vectors are plain columns that a trigger of the table's own migration
   * writes, only when their text changed and only for the rows search shows (articles, migration
   * 0011, docs/decisions/038); else generated columns, recomputed by every update of the row.
   */
  vectorsBy: 'generated' | 'trigger' = 'generated',
) {
  const vector = (config: 'pawpedia_en' | 'pawpedia_pt'): SQL =>
    sql.raw(
      fields
        .map(
          ([column, weight]) =>
            `setweight(to_tsvector('${config}'::regconfig, coalesce("${column}", '')), '${weight}')`,
        )
        .join(' || '),
    );
  return {
    searchEn:
      vectorsBy === 'trigger'
        ? tsvector('search_en')
        : tsvector('search_en').generatedAlwaysAs(vector('pawpedia_en')),
    searchPt:
      vectorsBy === 'trigger'
        ? tsvector('search_pt')
        : tsvector('search_pt').generatedAlwaysAs(vector('pawpedia_pt')),
    searchName: text('search_name').generatedAlwaysAs(
      sql.raw(
        typeof nameColumn === 'string'
          ? `pawpedia_unaccent(lower("${nameColumn}"))`
          : nameColumn.expression,
      ),
    ),
  };
}
