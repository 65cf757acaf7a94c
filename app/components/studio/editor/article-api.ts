import { getJson, send } from '../../../lib/api.ts';
import type { DiffPart } from './word-diff-view.tsx';
import type { PreviewAnswer } from './article-preview.tsx';

/**
 * The studio's article API as the editor calls it (docs/decisions/033, section "API"): one place
 * for its addresses and shapes.
 */

export const ARTICLE_STATUSES = [
  'draft',
  'in_review',
  'scheduled',
  'published',
  'unpublished',
] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type ArticleAction =
  | 'edit'
  | 'submit'
  | 'schedule'
  | 'unschedule'
  | 'publish'
  | 'unpublish'
  | 'review'
  | 'send_back'
  | 'trash';

/** Every field an editor changes, as one revision keeps it. */
export interface ArticleFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  get_more: string | null;
  image_url: string | null;
  mobile_image_url: string | null;
  image_caption: string | null;
  image_alt: string;
  id_author: number | null;
  is_active: boolean;
  is_comic: boolean;
  is_home: boolean;
  is_featured: boolean;
  seo_title: string;
  seo_description: string;
  social_image_url: string | null;
  sources: string[];
  families: number[];
  categories: number[];
}

export interface ContentCheckAnswer {
  level: 'error' | 'warning';
  code: string;
  field: string;
  detail: string | null;
  message: string;
}

export interface Presence {
  id_staff: number;
  display_name: string;
  seen_at: string;
}

export interface EditorView {
  article: ArticleFields & {
    id_article: number;
    status: ArticleStatus;
    revision: number;
    scheduled_at: string | null;
    published_at: string | null;
    updated_at: string;
    id_staff_owner: number | null;
    owner_name: string | null;
    trashed_at: string | null;
    medical_review: {
      id_staff: number;
      name: string;
      credentials: string;
      reviewed_at: string;
    } | null;
  };
  autosave: { base_revision: number; saved_at: string; article: ArticleFields } | null;
  others: Presence[];
  checks: ContentCheckAnswer[];
  actions: ArticleAction[];
}

export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

/** A 409 of a save over a newer revision. */
export interface ConflictAnswer {
  message: string;
  current_revision?: number;
  diff?: FieldDiff[];
}

export interface Revision {
  number: number;
  event: string;
  status: ArticleStatus;
  id_staff: number | null;
  staff_name: string | null;
  created_at: string;
}

export interface Named {
  id: number;
  name: string;
  slug: string;
}

export interface AuthorOption {
  id_author: number;
  name: string;
  occupation: string;
}

export interface ArticleListItem {
  id_article: number;
  title: string;
  slug: string;
  status: ArticleStatus;
  revision: number;
  id_author: number | null;
  author_name: string | null;
  scheduled_at: string | null;
  updated_at: string;
}

const base = (id: number) => `/api/studio/articles/${id}`;

const list = <T>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

/**
 * An editor answer with every list present: each answer (read, save, a change of state, restore)
 * is read through this, so a part one of them leaves out (a proxy's answer, an older server)
 * shows as empty instead of taking the editor down.
 */
export function editorView(raw: EditorView): EditorView {
  return {
    ...raw,
    article: {
      ...raw.article,
      families: list(raw.article.families),
      categories: list(raw.article.categories),
      trashed_at: raw.article.trashed_at ?? null,
    },
    autosave: raw.autosave ?? null,
    others: list(raw.others),
    checks: list(raw.checks),
    actions: list(raw.actions),
  };
}

const view = (answer: Promise<EditorView>) => answer.then(editorView);

export const articleApi = {
  read: (id: number) => view(getJson<EditorView>(base(id))),
  create: (title: string) => view(send<EditorView>('POST', '/api/studio/articles', { title })),
  /** `placementBase`: the home flags as loaded, so curation made since is kept (decision 044). */
  save: (
    id: number,
    revision: number,
    article: ArticleFields,
    placementBase: Pick<ArticleFields, 'is_home' | 'is_featured'>,
  ) =>
    view(send<EditorView>('PUT', base(id), { revision, article, placement_base: placementBase })),
  autosave: (id: number, baseRevision: number, article: ArticleFields, keepalive = false) =>
    send<{ saved_at: string }>(
      'PUT',
      `${base(id)}/autosave`,
      { base_revision: baseRevision, article },
      { keepalive },
    ),
  /** The checks of an unsaved version, with the facts only the database knows. */
  checks: (article: ArticleFields, signal?: AbortSignal) =>
    send<{ checks: ContentCheckAnswer[] }>(
      'POST',
      '/api/studio/articles/checks',
      { article },
      signal ? { signal } : {},
    ).then((answer) => ({ checks: list(answer.checks) })),
  presence: (id: number) =>
    send<{ others: Presence[] }>('POST', `${base(id)}/presence`, {}).then((answer) => ({
      others: list(answer.others),
    })),
  changeState: (
    id: number,
    action: Exclude<ArticleAction, 'edit' | 'review' | 'send_back' | 'trash'>,
    revision: number,
    scheduledAt?: string,
  ) =>
    view(
      send<EditorView>('POST', `${base(id)}/${action}`, {
        revision,
        ...(scheduledAt ? { scheduled_at: scheduledAt } : {}),
      }),
    ),
  /** Back to its author as a draft, with a note for them (docs/decisions/077). */
  sendBack: (id: number, revision: number, note: string) =>
    view(send<EditorView>('POST', `${base(id)}/send-back`, { revision, note })),
  /** Into the trash, once the person confirmed (docs/decisions/075). */
  trash: (id: number) => send<null>('POST', `${base(id)}/trash`, { confirm: true }),
  review: (id: number, revision: number, signed: boolean) =>
    view(send<EditorView>('POST', `${base(id)}/medical-review`, { revision, signed })),
  revisions: (id: number) => getJson<Revision[]>(`${base(id)}/revisions`),
  diff: (id: number, from: number, to: number) =>
    getJson<{ from: number; to: number; fields: FieldDiff[] }>(
      `${base(id)}/diff?${new URLSearchParams({ from: String(from), to: String(to) })}`,
    ),
  restore: (id: number, number: number, revision: number) =>
    view(send<EditorView>('POST', `${base(id)}/revisions/${number}/restore`, { revision })),
  previewLink: (id: number) =>
    send<{ url: string; expires_at: string }>('POST', `${base(id)}/preview-link`, {}),
  preview: (content: string, getMore: string | null, signal?: AbortSignal) =>
    send<PreviewAnswer>(
      'POST',
      '/api/studio/preview',
      { content, get_more: getMore },
      signal ? { signal } : {},
    ),
  authors: () => getJson<AuthorOption[]>('/api/studio/authors'),
  families: () => getJson<Named[]>('/api/studio/families'),
  categories: () => getJson<Named[]>('/api/studio/categories'),
};

/** The editable fields of an article view. */
export function fieldsOf(article: ArticleFields): ArticleFields {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    get_more: article.get_more,
    image_url: article.image_url,
    mobile_image_url: article.mobile_image_url,
    image_caption: article.image_caption,
    image_alt: article.image_alt,
    id_author: article.id_author,
    is_active: article.is_active,
    is_comic: article.is_comic,
    is_home: article.is_home,
    is_featured: article.is_featured,
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    social_image_url: article.social_image_url,
    sources: article.sources ?? [],
    families: article.families,
    categories: article.categories,
  };
}

export const sameFields = (a: ArticleFields, b: ArticleFields) =>
  JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));
