import { useTranslation } from '../lib/i18n.tsx';
import { useWebsiteInfo } from '../lib/website.tsx';

/** The forum and the legacy site: list items of the header's menus and the footer. */
export function CommunityLinks() {
  const { t } = useTranslation();
  const { website } = useWebsiteInfo();
  return (
    <>
      <li>
        <a href={website.forum_url}>{t('header.forum')}</a>
      </li>
      <li>
        <a href={website.legacy_url}>{t('header.legacy')}</a>
      </li>
    </>
  );
}
