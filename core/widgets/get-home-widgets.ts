import type { Db } from '../../db/client.ts';
import { listFeaturedProducts } from '../products/list-featured-products.ts';
import type { Product } from '../products/to-product.ts';
import { getActivePoll, type Poll } from './get-poll.ts';
import { getQuote, type Quote } from './get-quote.ts';
import { getTip, type Tip, type TipAudience } from './get-tip.ts';

export interface HomeWidgets {
  quote: Quote | null;
  tip: Tip | null;
  poll: Poll | null;
  featuredProducts: Product[];
}

/** The widgets that change only with the day and with editors' saves: quote, tip, products. */
export type DailyWidgets = Omit<HomeWidgets, 'poll'>;

/** The quote and the tip of `date`'s day for `audience`, and the featured products. */
export async function getDailyWidgets(
  db: Db,
  options: { audience: TipAudience; storeUrl: string; date: Date },
): Promise<DailyWidgets> {
  const [quote, tip, featuredProducts] = await Promise.all([
    getQuote(db, options.date),
    getTip(db, options.audience, options.date),
    listFeaturedProducts(db, options.storeUrl),
  ]);
  return { quote, tip, featuredProducts };
}

/**
 * Everything the home page's widgets need, in one call for its loader: the same data as
 * GET /api/widgets/quote, /api/widgets/tip, /api/widgets/poll and /api/store/featured. The
 * daily part may come from elsewhere (the pages' read cache, decision 055); the poll's figures
 * change with every vote and are read each time.
 */
export async function getHomeWidgets(
  db: Db,
  options: { voterKey: string | null; audience: TipAudience; storeUrl: string; date?: Date },
  daily: (audience: TipAudience, date: Date) => Promise<DailyWidgets> = (audience, date) =>
    getDailyWidgets(db, { audience, storeUrl: options.storeUrl, date }),
): Promise<HomeWidgets> {
  const date = options.date ?? new Date();
  const [kept, poll] = await Promise.all([
    daily(options.audience, date),
    getActivePoll(db, options.voterKey),
  ]);
  return { ...kept, poll };
}
