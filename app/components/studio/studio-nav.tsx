import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import {
  groupOf,
  screenOfPath,
  STUDIO_NAV_GROUPS,
  STUDIO_SCREENS,
  type StudioNavGroup,
  type StudioScreen,
} from './studio-screens.ts';

/**
 * The studio's navigation (decision 080): the screens in four groups (Content, Site, Audience,
 * Admin), each a disclosure button (aria-expanded) over its links, one open at a time; on a phone
 * the groups sit behind one Menu button. Each button names the current screen when it holds it,
 * and the current link has aria-current. Escape closes what is open and gives focus back to its
 * button; a new screen closes everything. Before the scripts arrive every link is shown, as one
 * list (decision 034: the studio works before its scripts).
 */
const noChange = () => () => {};

export function StudioNav({ screens }: { screens: readonly StudioScreen[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  // False on the server and while hydrating (the same HTML), true once the scripts run.
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // What is open, and on which screen: a new screen closes everything.
  const [state, setState] = useState<{
    at: string;
    menu: boolean;
    group: StudioNavGroup | null;
  }>({ at: '', menu: false, group: null });
  const onThisScreen = state.at === location.pathname;
  const menuOpen = onThisScreen && state.menu;
  const open = onThisScreen ? state.group : null;
  const setOpen = (group: StudioNavGroup | null) =>
    setState({ at: location.pathname, menu: menuOpen, group });
  const setMenu = (menu: boolean, group: StudioNavGroup | null) =>
    setState({ at: location.pathname, menu, group });
  const nav = useRef<HTMLElement>(null);
  const current = screenOfPath(location.pathname);
  const currentGroup = current ? groupOf(current) : null;
  const groups = (Object.keys(STUDIO_NAV_GROUPS) as StudioNavGroup[])
    .map((group) => ({
      group,
      screens: (STUDIO_NAV_GROUPS[group] as readonly StudioScreen[]).filter((s) =>
        screens.includes(s),
      ),
    }))
    .filter(({ screens: listed }) => listed.length > 0);

  // A click elsewhere closes an open group (a menu drawn over the page).
  useEffect(() => {
    if (!open && !menuOpen) return;
    const away = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node))
        setState((now) => ({ ...now, menu: false, group: null }));
    };
    document.addEventListener('click', away);
    return () => document.removeEventListener('click', away);
  }, [open, menuOpen]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (open) {
      nav.current?.querySelector<HTMLButtonElement>(`#studio-nav-toggle-${open}`)?.focus();
      setOpen(null);
    } else if (menuOpen) {
      nav.current?.querySelector<HTMLButtonElement>('#studio-nav-menu')?.focus();
      setMenu(false, null);
    }
  };
  const here = current ? t(`studio_shell.screen_${current}`) : null;

  return (
    <nav
      ref={nav}
      className={`studio-nav${ready ? ' studio-nav--ready' : ''}`}
      aria-label={t('studio_shell.nav_label')}
      onKeyDown={onKeyDown}
    >
      {ready ? (
        <button
          type="button"
          id="studio-nav-menu"
          className="studio-nav__menu"
          aria-expanded={menuOpen}
          aria-controls="studio-nav-groups"
          onClick={() => setMenu(!menuOpen, menuOpen ? null : currentGroup)}
        >
          <span className="studio-nav__icon" aria-hidden="true" />
          {t('studio_shell.nav_menu')}
          {here ? <span className="studio-nav__here">{here}</span> : null}
        </button>
      ) : null}
      <ul
        id="studio-nav-groups"
        className={`studio-nav__groups${menuOpen ? ' studio-nav__groups--open' : ''}`}
      >
        {groups.map(({ group, screens: listed }) => {
          const holdsCurrent = group === currentGroup;
          return (
            <li key={group} className="studio-nav__group">
              {ready ? (
                <button
                  type="button"
                  id={`studio-nav-toggle-${group}`}
                  className={`studio-nav__toggle${holdsCurrent ? ' studio-nav__toggle--current' : ''}`}
                  aria-expanded={open === group}
                  aria-controls={`studio-nav-${group}`}
                  onClick={() => setOpen(open === group ? null : group)}
                >
                  {t(`studio_shell.nav_groups.${group}`)}
                  {holdsCurrent && here ? <span className="studio-nav__here">{here}</span> : null}
                </button>
              ) : (
                <span className="studio-nav__name">{t(`studio_shell.nav_groups.${group}`)}</span>
              )}
              <ul
                id={`studio-nav-${group}`}
                className="studio-nav__links"
                hidden={ready && open !== group}
              >
                {listed.map((screen) => (
                  <li key={screen}>
                    <NavLink to={STUDIO_SCREENS[screen].path}>
                      {t(`studio_shell.screen_${screen}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {screens.includes('profile') ? (
          <li className="studio-nav__own">
            <NavLink to={STUDIO_SCREENS.profile.path}>{t('studio_shell.screen_profile')}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
