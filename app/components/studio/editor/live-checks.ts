import {
  checkContent,
  productCardIds,
  type ContentCheck,
} from '../../../../core/studio/articles/content-checks.ts';
import type { ArticleFields, ContentCheckAnswer } from './article-api.ts';
import type { PreviewAnswer } from './article-preview.tsx';
import type { ShownCheck } from './checks-panel.tsx';

/** Checks only the server can make (it knows which pages exist and the pictures' sizes). */
const SERVER_ONLY = new Set(['link_broken', 'hero_too_small']);

/** One check, wherever it was found (the server names fields its own way). */
const keyOf = (check: { code: string; detail?: string | null }) =>
  `${check.code}\0${check.detail ?? ''}`;

/**
 * The content checks of the working copy, as it is typed (core/studio/articles/content-checks.ts,
 * the very checks the server makes): the products come from the preview's answer, and the checks
 * only the server can make are taken from its last answer while what they are about is still
 * there. Publishing is refused by the server on its own checks anyway.
 */
export function liveChecks(
  fields: ArticleFields,
  preview: PreviewAnswer | null,
  serverChecks: ContentCheckAnswer[],
  t: (key: string) => string,
): ShownCheck[] {
  const unknown = new Set(preview?.unknown_products ?? []);
  const known = new Set(
    [fields.content, fields.get_more ?? '']
      .flatMap((markdown) => productCardIds(markdown).ids)
      .filter((id) => !unknown.has(id)),
  );
  const local = checkContent(
    {
      title: fields.title,
      excerpt: fields.excerpt,
      content: fields.content,
      getMore: fields.get_more,
      imageUrl: fields.image_url,
      imageAlt: fields.image_alt,
      isActive: fields.is_active,
      seoTitle: fields.seo_title,
      seoDescription: fields.seo_description,
    },
    { knownProducts: known },
  );
  const shown = (check: ContentCheck): ShownCheck => ({
    level: check.level,
    code: check.code,
    message: t(`studio_articles.checks.${check.code}`).replace('{detail}', check.detail ?? ''),
  });
  const text = `${fields.content}\n${fields.get_more ?? ''}`;
  // An answer that carries no list (a refusal, another shape) leaves the server's part empty.
  const fromServer = (Array.isArray(serverChecks) ? serverChecks : []).filter(
    (check) =>
      SERVER_ONLY.has(check.code) &&
      (check.code === 'link_broken' ? text.includes(check.detail ?? '\0') : !!fields.image_url),
  );
  // A link to no page at all is found here and by the server: each check is listed once.
  const seen = new Set<string>();
  const all = [
    ...local.map((check) => ({ check: shown(check), key: keyOf(check) })),
    ...fromServer.map((check) => ({ check, key: keyOf(check) })),
  ]
    .filter(({ key }) => !seen.has(key) && !!seen.add(key))
    .map(({ check }) => check);
  return [...all.filter((c) => c.level === 'error'), ...all.filter((c) => c.level === 'warning')];
}
