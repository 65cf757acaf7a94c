import { Link } from 'react-router';

/**
 * The pages of a studio list (articles, breeds, the audit log, subscribers, members): previous and next links that
 * keep the list's filter, and where one is; nothing when everything fits on one page. The texts
 * come from the screen, so each keeps its own words.
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
  texts: { label: string; previous: string; next: string; current: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="studio-pager" aria-label={texts.label}>
      {page > 1 ? (
        <Link to={link(page - 1)} rel="prev">
          {texts.previous}
        </Link>
      ) : null}
      <span aria-current="page">{texts.current}</span>
      {page < pages ? (
        <Link to={link(page + 1)} rel="next">
          {texts.next}
        </Link>
      ) : null}
    </nav>
  );
}
