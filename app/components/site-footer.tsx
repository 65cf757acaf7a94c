import { useTranslation } from '../lib/i18n.tsx';
import { Link } from 'react-router';
import { useChromeHtmlKey, useWebsiteInfo } from '../lib/website.tsx';
import { ServerHtml } from '../lib/server-html.tsx';
import { NewsletterBlock } from './newsletter-block.tsx';
import { familyText } from '../lib/family-text.ts';
import { paths } from '../../core/site/paths.ts';
import { CommunityLinks } from './community-links.tsx';
import { useSession } from '../lib/session.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const { website } = info;
  const session = useSession();
  const year = new Date().getFullYear();
  // The footer draws the chrome's data, the texts and the year (decision 063): the server renders
  // it for no one (decision 072); the newsletter block's state is the browser's, after the
  // session check. The thank-you message after subscribing is never kept.
  const chromeKey = useChromeHtmlKey();
  const cacheKey =
    chromeKey && !session.subscriptionCompleted ? `${chromeKey} footer ${year}` : null;
  return (
    <ServerHtml as="footer" className="site-footer" cacheKey={cacheKey}>
      <NewsletterBlock />
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t('footer.pages')}</h2>
          <ul>
            <li>
              <Link to={paths.page_about({})}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.page_privacy({})}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.page_terms({})}>{t('footer.terms')}</Link>
            </li>
            {website.has_newsletter === 1 ? (
              <li>
                <Link to={paths.newsletterArchive({})}>{t('newsletter_edition.archive_link')}</Link>
              </li>
            ) : null}
            <li>
              <a href={`mailto:${website.contact_email}`}>{website.contact_email}</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-breeds">
          <h2 id="footer-breeds">{t('footer.breeds')}</h2>
          <ul>
            {info.families
              .filter((f) => f.is_root_category === 1)
              .map((family) => (
                <li key={family.id_family}>
                  <Link to={paths.breedList({ id: family.id_family })}>
                    {familyText(t, 'breeds_az', family)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-community">
          <h2 id="footer-community">{t('footer.community')}</h2>
          <ul>
            <li>
              <a href={website.store_url} target="_blank" rel="noopener noreferrer">
                {t('footer.shop')}
              </a>
            </li>
            <CommunityLinks />
          </ul>
        </nav>
        {website.facebook_url || website.instagram_url ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.follow')}</h2>
            <ul>
              {website.facebook_url ? (
                <li>
                  <a href={website.facebook_url} rel="noopener">
                    Facebook
                  </a>
                </li>
              ) : null}
              {website.instagram_url ? (
                <li>
                  <a href={website.instagram_url} rel="noopener">
                    Instagram
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="site-footer__bot-check">{t('footer.bot_check')}</p>
      <p>{t('site.footer_rights', { year, title: website.title })}</p>
    </ServerHtml>
  );
}
