import * as schema from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';
import type { StaffRole } from '../../core/studio/permissions.ts';
import { articleSaveBody } from '../../core/studio/articles/save-body.ts';

export type EditorJson = {
  article: Record<string, unknown> & { id_article: number; revision: number; status: string };
  autosave: null | { base_revision: number; article: Record<string, unknown> };
  others: { id_staff: number; display_name: string }[];
  checks: { level: string; code: string; field: string; detail: string | null }[];
  actions: string[];
};

/** The editable fields of an editor answer, as a save sends them. */
export const fieldsOf = (view: EditorJson) => articleSaveBody(view.article);

/** A family, a category, a product and a byline, for articles that pass the content checks. */
export async function seedCatalogue(app: TestApp) {
  const db = app.database.db;
  await db
    .insert(schema.families)
    .values({ idFamily: 1, name: 'Dogs', slug: 'dogs', isRootCategory: true });
  await db.insert(schema.categories).values({ idCategory: 1, name: 'Health', slug: 'health' });
  await db
    .insert(schema.products)
    .values({ idProduct: 7, name: 'Chew toy', link: '/toy', price: 9.5 });
  const [author] = await db
    .insert(schema.authors)
    .values({ key: 'ann', name: 'Ann Writer' })
    .returning();
  return { idAuthor: author!.idAuthor };
}

/** A good excerpt: long enough for search results, short enough too. */
export const EXCERPT =
  'How often a puppy should eat, how much, and what changes as it grows into an adult dog.';

export interface Person {
  idStaff: number;
  v: TestVisitor;
}

export async function person(
  app: TestApp,
  role: StaffRole,
  options: { medicalReviewer?: boolean } = {},
): Promise<Person> {
  const created = await createStaff(app, role, options);
  return { idStaff: created.idStaff, v: await staffVisitor(app, created.idStaff) };
}

/** Creates an article as `who` and saves the fields given over the defaults; the editor answer. */
export async function writeArticle(
  who: Person,
  fields: Record<string, unknown> = {},
): Promise<EditorJson> {
  const created = await who.v.post('/api/studio/articles', { title: 'Feeding a puppy' });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const view = created.json() as EditorJson;
  const saved = await who.v.request({
    method: 'PUT',
    url: `/api/studio/articles/${view.article.id_article}`,
    payload: {
      revision: view.article.revision,
      article: {
        ...fieldsOf(view),
        excerpt: EXCERPT,
        content: 'Puppies eat **three or four** small meals a day.',
        families: [1],
        ...fields,
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`);
  return saved.json() as EditorJson;
}

/** POSTs a change of state with the article's current revision. */
export const act = (who: Person, view: EditorJson, action: string, body: object = {}) =>
  who.v.post(`/api/studio/articles/${view.article.id_article}/${action}`, {
    revision: view.article.revision,
    ...body,
  });
