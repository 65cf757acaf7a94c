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

/**
 * Everything the home page's widgets need, in one call for its loader: the same data as
 * GET /api/widgets/quote, /api/widgets/tip, /api/widgets/poll and /api/store/featured.
 */
export async function getHomeWidgets(
  db: Db,
  options: { voterKey: string | null; audience: TipAudience; storeUrl: string; date?: Date },
): Promise<HomeWidgets> {
  const date = options.date ?? new Date();
  const [quote, tip, poll, featuredProducts] = await Promise.all([
    getQuote(db, date),
    getTip(db, options.audience, date),
    getActivePoll(db, options.voterKey),
    listFeaturedProducts(db, options.storeUrl),
  ]);
  return { quote, tip, poll, featuredProducts };
}
