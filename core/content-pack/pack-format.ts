import { z } from 'zod';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };
import { packColumns, type PackColumn } from './pack-columns.ts';
import { PACK_TABLES, type PackTable } from './pack-tables.ts';

/** What a file says it is, so another JSON document is never taken for a pack. */
export const PACK_FORMAT = 'pawpedia-content-pack';
/** The pack's own layout; raised when it changes in a way older readers cannot follow. */
export const PACK_FORMAT_VERSION = 1;
/**
 * The database schema this app has (its last migration's number): a pack made by a newer app may
 * hold columns this one lacks, so it is refused; an older one imports (missing columns take their
 * defaults).
 */
export const SCHEMA_VERSION = Math.max(...journal.entries.map((e) => e.idx));

/** Where pictures may be written: our media folder, never members' pet pictures. */
export const PICTURE_PATH =
  /^\/media\/(?!pets\/)(?:[A-Za-z0-9_-][A-Za-z0-9._@-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._@-]*\.(?:webp|avif|png|jpe?g|gif|svg)$/;

/** A column's value in a pack: what JSON can hold (instants as ISO 8601 text). */
function valueSchema({ column, reference }: PackColumn, table: PackTable): z.ZodType {
  let schema: z.ZodType;
  if (reference) schema = z.union([z.string(), z.number()]);
  else
    switch (column.dataType) {
      case 'number':
        schema = /Integer|Serial/.test(column.columnType) ? z.number().int() : z.number();
        break;
      case 'boolean':
        schema = z.boolean();
        break;
      case 'date':
        schema = z.iso.datetime({ offset: true });
        break;
      case 'array':
        schema = z.array(z.string());
        break;
      case 'json':
        schema = z.json();
        break;
      default: {
        const values = (column as { enumValues?: [string, ...string[]] }).enumValues;
        schema = values?.length ? z.enum(values) : z.string();
      }
    }
  if (!column.notNull) schema = schema.nullable();
  // A column with a default may be missing (a pack from before it was added); so may a kept id.
  if (!column.notNull || column.hasDefault || (table.keepId && column.primary))
    schema = schema.optional();
  return schema;
}

const rowSchemas = Object.fromEntries(
  PACK_TABLES.map((table) => [
    table.name,
    z
      .array(
        z.object(
          Object.fromEntries(packColumns(table).map((c) => [c.field, valueSchema(c, table)])),
        ),
      )
      .optional(),
  ]),
);

/** The pack as a whole. Every table is optional: a pack may hold a chosen part of the site. */
export const contentPackSchema = z
  .object({
    format: z.literal(PACK_FORMAT),
    format_version: z.number().int(),
    schema_version: z.number().int(),
    exported_at: z.iso.datetime({ offset: true }),
    /** The parts chosen at export (`--only`); absent: the whole site. */
    only: z.array(z.string()).optional(),
    tables: z.object(rowSchemas),
    /** The pictures the rows use, by public path (e.g. /media/breeds/x.webp), base64. */
    pictures: z.record(z.string().regex(PICTURE_PATH), z.base64()).default({}),
  })
  .meta({
    $id: 'https://pawpedia.example/schemas/content-pack.schema.json',
    title: 'Pawpedia content pack',
    description:
      "A site's content (docs/decisions/045): rows by table, references by natural key, pictures inline.",
  });

export type ContentPack = z.infer<typeof contentPackSchema>;
export type PackRow = Record<string, unknown>;

/** The published JSON Schema (docs/content-pack.schema.json, served at files.contentPackSchema). */
export const contentPackJsonSchema = () =>
  z.toJSONSchema(contentPackSchema, { target: 'draft-2020-12', io: 'input' });
