import { useTranslation } from '../../lib/i18n.tsx';
import type { Quote } from '../../../core/widgets/get-quote.ts';
import { TitledSection } from '../titled-section.tsx';

/** The quote of the day (GET /api/widgets/quote). Renders nothing without a quote. */
export function QuoteWidget({ quote }: { quote: Quote | null }) {
  const { t } = useTranslation();
  if (!quote) return null;
  return (
    <TitledSection
      id="quote-widget"
      className="widget quote-widget"
      testId="quote-widget"
      title={t('widgets.quote.heading')}
      titleClassName="widget__heading"
    >
      <figure className="quote-widget__figure">
        <blockquote className="quote-widget__content">
          <p>{quote.content}</p>
        </blockquote>
        <figcaption className="quote-widget__author">— {quote.author.name}</figcaption>
      </figure>
    </TitledSection>
  );
}
