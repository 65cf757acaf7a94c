import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The pages of a studio list (articles, breeds, the audit log, subscribers, members): previous and next links that
 * keep the list's filter, and where one is; nothing when everything fits on one page. A screen
 * may give its own words; without them, the content lists' (articles, breeds).
 */
export function StudioPager({
  page,
  pages,
  link,
  texts,
}: {
  page: number;
  pages: number;
  /** The address of page `to`, with the screen's filter. */
  link: (to: number) => string;
  texts?: { label: string; previous: string; next: string; current: string };
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const words = texts ?? {
    label: t('studio_editor.list.pages'),
    previous: t('studio_editor.list.previous'),
    next: t('studio_editor.list.next'),
    current: t('studio_editor.list.page_of', { page, pages }),
  };
  return (
    <nav className="studio-pager" aria-label={words.label}>
      {page > 1 ? (
        <Link to={link(page - 1)} rel="prev">
          {words.previous}
        </Link>
      ) : null}
      <span aria-current="page">{words.current}</span>
      {page < pages ? (
        <Link to={link(page + 1)} rel="next">
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}
