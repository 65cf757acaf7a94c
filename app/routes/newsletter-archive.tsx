import { useTranslation } from '../lib/i18n.tsx';
import { Link } from 'react-router';
import { slugify } from '../../core/shared/slug.ts';
import { translate } from '../../core/site/messages.ts';
import { paths } from '../../core/site/paths.ts';
import { siteWhen } from '../lib/studio-when.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/newsletter-archive';
import { descriptionMeta } from '../lib/seo.ts';

/** The public archive (decision 047): every sent edition, newest first; shared and purged on send. */
export async function loader({ context }: Route.LoaderArgs) {
  const { editions, messages, settings } = context.services;
  if (!settings.hasNewsletter) throw notFound();
  const rows = await editions.archive();
  return {
    title: `${translate(messages, 'newsletter_edition.archive_title')} · ${settings.title}`,
    description: translate(messages, 'newsletter_edition.archive_intro'),
    editions: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      preheader: row.preheader,
      path: paths.newsletterEdition({ id: row.id, slug: slugify(row.subject) || 'edition' }),
      sent: siteWhen(row.sentAt ?? new Date(0), settings.locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, ...descriptionMeta(data.description)] : [];

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page newsletter-archive">
      <h1>{t('newsletter_edition.archive_heading')}</h1>
      <p>{t('newsletter_edition.archive_intro')}</p>
      {loaderData.editions.length ? (
        <ul className="newsletter-archive__list">
          {loaderData.editions.map((edition) => (
            <li key={edition.id}>
              <h2>
                <Link to={edition.path}>{edition.subject}</Link>
              </h2>
              <p>
                <time dateTime={edition.sent.iso}>
                  {t('newsletter_edition.sent_on', { date: edition.sent.text })}
                </time>
              </p>
              {edition.preheader ? <p>{edition.preheader}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t('newsletter_edition.archive_none')}</p>
      )}
    </div>
  );
}
