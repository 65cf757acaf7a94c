import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../core/widgets/get-quote.ts';

/** The quote of the day (GET /api/widgets/quote). Renders nothing without a quote. */
export function QuoteWidget({ quote }: { quote: Quote | null }) {
  const { t } = useTranslation();
  if (!quote) return null;
  return (
    <section
      className="widget quote-widget"
      aria-labelledby="quote-widget-heading"
      data-testid="quote-widget"
    >
      <h2 id="quote-widget-heading" className="widget__heading">
        {t('widgets.quote.heading')}
      </h2>
      <figure className="quote-widget__figure">
        <blockquote className="quote-widget__content">
          <p>{quote.content}</p>
        </blockquote>
        <figcaption className="quote-widget__author">— {quote.author.name}</figcaption>
      </figure>
    </section>
  );
}
