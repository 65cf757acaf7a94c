import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import type { Locale } from '../../core/site/locale.ts';
import { messagesFor, translate } from '../../core/site/messages.ts';

/** Where the demo's banner sends people: the site's store (the editor changes it later). */
export interface DemoBanner {
  locale: Locale;
  storeUrl: string;
}

/**
 * The banner's first message, in the site's language: only into an empty table, so a seed run
 * again never brings back a message an editor removed or changed.
 */
export async function seedNotices(db: Db, banner: DemoBanner) {
  const [row] = await db.select({ n: count() }).from(notices);
  if ((row?.n ?? 0) > 0) return;
  const t = (key: string) => translate(messagesFor(banner.locale), key);
  await db.insert(notices).values({
    text: t('notices.banner_store'),
    linkUrl: banner.storeUrl,
    linkLabel: t('notices.banner_store_link'),
    position: 0,
  });
}
