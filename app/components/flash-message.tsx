import { useTranslation } from '../lib/i18n.tsx';
import { useLocation, useSearchParams } from 'react-router';

/** Messages a page leaves for the next one through the navigation's state. */
const FLASH_KEYS = {
  account_erased: 'account_page.erase.done',
  pet_saved: 'pets.saved',
} as const;

/**
 * A one-time confirmation shown on the page a navigation led to (for example the home page
 * after an account was deleted); it goes with the next navigation. It comes in the
 * navigation's state or, from a page action's redirect (decision 028), as `?flash=` (a shared
 * page's cache keeps it apart: server/plugins/shared-pages.ts).
 */
export function FlashMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const flash = (location.state as { flash?: unknown } | null)?.flash ?? params.get('flash');
  if (typeof flash !== 'string' || !(flash in FLASH_KEYS)) return null;
  return (
    <p className="flash-message" role="status">
      {t(FLASH_KEYS[flash as keyof typeof FLASH_KEYS])}
    </p>
  );
}
