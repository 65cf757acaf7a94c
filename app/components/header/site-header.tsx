import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { useHeaderLayout } from '../../lib/header-layout.ts';
import { useSession } from '../../lib/session.tsx';
import { useChromeHtmlKey, useWebsiteInfo } from '../../lib/website.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { Dropdown } from './dropdown.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { familyText } from '../../lib/family-text.ts';
import { paths } from '../../../core/site/paths.ts';
import { CommunityLinks } from '../community-links.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const layout = useHeaderLayout();
  // The menus' panels draw the chrome's data and texts only (decision 063).
  const chromeKey = useChromeHtmlKey();
  const [scrolled, setScrolled] = useState(false);
  const [tucked, setTucked] = useState(false);
  const roots = info.families.filter((f) => f.is_root_category === 1);

  // The header is sticky; once the page scrolls it is marked fixed (for its shadow and size).
  // Reading down marks it tucked, scrolling up brings it back: below 1024 px the stylesheet then
  // slides it away, so a phone's screen is the page's (docs/decisions/086-breed-and-article-pages.md).
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 8);
      if (Math.abs(y - last) < 6) return;
      setTucked(y > last && y > 160);
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <>
      <header
        className={`site-header${scrolled ? ' is-fixed' : ''}${tucked ? ' is-tucked' : ''}${layout.fluidImage ? ' site-header--fluid' : ''}`}
        style={{ backgroundColor: layout.background }}
      >
        <div className="site-header__inner">
          <MobileMenu />
          <Link to="/" className="site-logo">
            <img src={info.website.logo_path} alt="" aria-hidden="true" width="36" height="36" />
            <span>{info.website.title}</span>
          </Link>
          <nav aria-label={t('site.main_menu')} className="site-nav">
            {roots.map((family) => {
              // The family's own slug in the site's language: a link with no redirect hop
              // (decision 087).
              const familySlug = family.slug;
              return (
                <Dropdown
                  key={family.id_family}
                  label={family.name}
                  className="family-menu"
                  cacheKey={chromeKey && `${chromeKey} family-menu ${family.id_family}`}
                >
                  <ul>
                    <li>
                      <Link to={paths.breedList({ id: family.id_family })}>
                        {familyText(t, 'breeds_az', family)}
                      </Link>
                    </li>
                    <li>
                      <Link to={paths.familyArticles({ id: family.id_family, slug: familySlug })}>
                        {familyText(t, 'articles', family)}
                      </Link>
                    </li>
                    {info.categories.map((category) => (
                      <li key={category.id_category}>
                        <Link
                          to={paths.categoryArticles({
                            id: family.id_family,
                            slug: familySlug,
                            idCategory: category.id_category,
                            slugCategory: category.slug,
                          })}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Dropdown>
              );
            })}
            <Dropdown
              label={t('header.more')}
              className="more-menu"
              cacheKey={chromeKey && `${chromeKey} more-menu`}
            >
              <ul>
                {info.families
                  .filter((f) => f.is_root_category === 0)
                  .map((f) => (
                    <li key={f.id_family}>
                      <Link to={paths.breedList({ id: f.id_family })}>{f.name}</Link>
                    </li>
                  ))}
                <CommunityLinks />
              </ul>
            </Dropdown>
          </nav>
          <SearchBox />
          <AccountArea />
        </div>
      </header>
      {/* The bands are the page's own top, after the pinned header: they scroll away with the
          page (docs/decisions/086-breed-and-article-pages.md). */}
      {layout.fluidImage ? (
        <figure className="menu-band menu-band--fluid">
          <div className="menu-band__fluid-frame">
            <ResponsiveImage
              src={layout.fluidImage}
              twin
              sizes="100vw"
              alt=""
              width={1000}
              height={560}
              imgClassName="menu-band__fluid-image"
              // The full-width header of an active article is that page's LCP.
              priority
            />
            {layout.title ? <p className="menu-band__title">{layout.title}</p> : null}
          </div>
          {/* The picture's caption beside it, not in the article below (it describes this picture). */}
          {layout.fluidCaption ? (
            <figcaption className="menu-band__caption">{layout.fluidCaption}</figcaption>
          ) : null}
        </figure>
      ) : layout.title || layout.menu.image ? (
        <div
          className={`menu-band menu-band--${layout.menu.background}`}
          style={layout.menu.colour ? { background: layout.menu.colour } : undefined}
        >
          <div className="menu-band__inner">
            {layout.menu.image ? (
              <img src={layout.menu.image} alt="" aria-hidden="true" width="120" height="60" />
            ) : null}
            {layout.title ? <p className="menu-band__title">{layout.title}</p> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}

/**
 * Guests see register and sign in; members an account menu (my account, logout) and a shop
 * icon that opens the shop in a new tab. Both are in every page (one page for every visitor,
 * decision 072): the "signed in" hint shows one of them before the first paint, and the member's
 * name fills its place (a fixed width, so nothing moves) once the session check answers.
 */
function AccountArea() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const { member } = useSession();
  return (
    <>
      <div className="account-area guest-only">
        <Link to={paths.register({})} className="button button--light">
          {t('header.register')}
        </Link>
        <Link to={paths.login({})} className="button button--outline-light">
          {t('header.sign_in')}
        </Link>
      </div>
      <div className="account-area account-area--member member-only">
        <a
          href={info.website.store_url}
          target="_blank"
          rel="noopener noreferrer"
          className="shop-icon"
          aria-label={t('header.store')}
          title={t('header.store')}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2h3.3l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 7a2 2 0 0 1-1.8 1.1H8.1l-1.1 2H19v2H7a2 2 0 0 1-1.8-3l1.4-2.5L3 4H1V2Z"
            />
          </svg>
        </a>
        <Dropdown
          className="account-menu"
          label={
            <>
              <span className="visually-hidden">{t('header.account')}: </span>
              <span className="account-menu__name" data-testid="account-name">
                {member?.username ?? ''}
              </span>
            </>
          }
        >
          <ul>
            <li>
              <Link to={paths.account({})}>{t('header.my_account')}</Link>
            </li>
            <li>
              <Link to={paths.logout({})}>{t('header.logout')}</Link>
            </li>
          </ul>
        </Dropdown>
      </div>
    </>
  );
}
