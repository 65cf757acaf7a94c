import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useLocation } from 'react-router';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { getJson } from '../../lib/api.ts';
import { useChromeHtmlKey, useWebsiteInfo } from '../../lib/website.tsx';
import { ServerHtml } from '../../lib/server-html.tsx';
import { familyText } from '../../lib/family-text.ts';
import { paths } from '../../../core/site/paths.ts';
import { CommunityLinks } from '../community-links.tsx';

/** Forum sub-forums by id: 2 dogs, 3 cats, 4 birds, 5 fish, 7 exotics. */
export const FORUMS = [
  { id: 2, idFamily: 1 },
  { id: 3, idFamily: 2 },
  { id: 4, idFamily: 3 },
  { id: 5, idFamily: 4 },
  { id: 7, idFamily: 5 },
] as const;

function FamilyBreeds({ idFamily, label }: { idFamily: number; label: string }) {
  const [breeds, setBreeds] = useState<BreedListItem[] | null>(null);
  return (
    <details
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open && breeds === null) {
          getJson<BreedListItem[]>(`/api/breeds/list/${idFamily}`)
            .then(setBreeds)
            .catch(() => setBreeds([]));
        }
      }}
    >
      <summary>{label}</summary>
      <ul className="mobile-menu__breeds">
        {(breeds ?? []).map((b) => (
          <li key={b.id_breed}>
            <Link to={paths.breedProfile({ id: b.id_breed, slug: b.slug })}>{b.name}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The browser's own "open this dialog" and "close it" (invoker commands: `commandfor` and
 * `command`), so the menu opens when tapped before the scripts arrive (decision 085). React
 * knows neither attribute's name, so they are passed as they are written in HTML.
 */
const invokes = (id: string, command: 'show-modal' | 'close') => ({ commandfor: id, command });

/**
 * The off-canvas menu of small screens, a modal dialog (focus kept inside, Escape closes). It
 * opens without scripts (invoker commands); once they run, its button does the same itself.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // The menu draws the chrome's data and the texts only (decision 063): both the guest's and the
  // member's buttons are in it, and the "signed in" hint shows one (decision 072).
  const chromeKey = useChromeHtmlKey();
  const roots = info.families.filter((f) => f.is_root_category === 1);
  const others = info.families.filter((f) => f.is_root_category === 0);
  const forumName = (idFamily: number) =>
    info.families.find((f) => f.id_family === idFamily)?.name ?? '';

  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  // A new page closes the menu; the first mount does not (it may have been opened before the
  // scripts), and then the button says it is open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) {
      if (dialog.current?.open) setOpen(true);
      return;
    }
    shownPath.current = location.pathname;
    dialog.current?.close();
  }, [location.pathname]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="menu-toggle"
        aria-label={t('header.open_menu')}
        aria-expanded={open}
        aria-controls={id}
        {...invokes(id, 'show-modal')}
        onClick={(event) => {
          // The same as the command, which then has nothing left to do.
          event.preventDefault();
          if (!dialog.current?.open) dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        className="mobile-menu"
        aria-label={t('site.main_menu')}
        onClose={() => {
          setOpen(false);
          // Back to the button that opened it, unless a link took the visitor to another page
          // (then the new page's heading takes the focus).
          const active = document.activeElement;
          if (!active || active === document.body || dialog.current?.contains(active)) {
            opener.current?.focus();
          }
        }}
        onKeyDown={(event) => {
          // Keep Tab inside the open menu: the page behind it is inert, and the browser's own
          // toolbar is no place to lose a keyboard user.
          if (event.key !== 'Tab') return;
          const stops = Array.from(
            dialog.current?.querySelectorAll<HTMLElement>('a[href], button, summary') ?? [],
          ).filter((el) => el.offsetParent !== null);
          const first = stops[0];
          const last = stops[stops.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <button
          type="button"
          className="mobile-menu__close"
          aria-label={t('header.close_menu')}
          {...invokes(id, 'close')}
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.close();
          }}
        >
          ×
        </button>
        <ServerHtml
          as="nav"
          aria-label={t('site.main_menu')}
          cacheKey={chromeKey && `${chromeKey} mobile-menu`}
        >
          {roots.map((family) => {
            // The family's own slug in the site's language: a link with no redirect hop (decision 087).
            const familySlug = family.slug;
            return (
              <section key={family.id_family}>
                <h2>{family.name}</h2>
                <FamilyBreeds
                  idFamily={family.id_family}
                  label={familyText(t, 'breeds_az', family)}
                />
                <ul>
                  {info.categories.map((c) => (
                    <li key={c.id_category}>
                      <Link
                        to={paths.categoryArticles({
                          id: family.id_family,
                          slug: familySlug,
                          idCategory: c.id_category,
                          slugCategory: c.slug,
                        })}
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link to={paths.familyArticles({ id: family.id_family, slug: familySlug })}>
                      {t('header.all_articles')}
                    </Link>
                  </li>
                </ul>
              </section>
            );
          })}
          <section>
            <h2>{t('header.other_families')}</h2>
            <ul>
              {others.map((f) => (
                <li key={f.id_family}>
                  <Link to={paths.breedList({ id: f.id_family })}>{f.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t('header.forums')}</h2>
            <ul>
              {FORUMS.map((forum) => (
                <li key={forum.id}>
                  <a href={`${info.website.forum_url}/forums/${forum.id}`}>
                    {forumName(forum.idFamily)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <ul className="mobile-menu__links">
            <li>
              <a href={info.website.store_url} target="_blank" rel="noopener noreferrer">
                {t('header.store')}
              </a>
            </li>
            <CommunityLinks />
          </ul>
          <div className="mobile-menu__account member-only">
            <Link to={paths.account({})} className="button">
              {t('header.my_account')}
            </Link>
            <Link to={paths.logout({})} className="button button--ghost">
              {t('header.logout')}
            </Link>
          </div>
          <div className="mobile-menu__account guest-only">
            <Link to={paths.register({})} className="button">
              {t('header.register')}
            </Link>
            <Link to={paths.login({})} className="button button--ghost">
              {t('header.sign_in')}
            </Link>
          </div>
        </ServerHtml>
      </dialog>
    </>
  );
}
