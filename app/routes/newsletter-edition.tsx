import { useTranslation } from '../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { paths } from '../../core/site/paths.ts';
import { siteWhen } from '../lib/studio-when.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/newsletter-edition';
import { descriptionMeta } from '../lib/seo.ts';

/** A sent edition's web version (decision 047): the e-mail's content as a page of the site. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { editions, settings } = context.services;
  const id = parseId(params.id);
  if (id === null || !settings.hasNewsletter) throw notFound();
  const edition = await editions.archived(id);
  if (!edition) throw notFound();
  // One address per edition: any other slug moves permanently to the canonical one.
  if (params.slug !== edition.slug)
    throw redirect(paths.newsletterEdition({ id, slug: edition.slug }), 301);
  const { content } = edition;
  return {
    content: { ...content, intro: edition.introHtml },
    sent: siteWhen(edition.sentAt, settings.locale),
    url: `${settings.publicUrl}${new URL(request.url).pathname}`,
    siteTitle: settings.title,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.content.subject} · ${data.siteTitle}` },
        ...descriptionMeta(data.content.preheader || data.content.subject),
        { tagName: 'link', rel: 'canonical', href: data.url },
      ]
    : [];

export default function NewsletterEdition({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { content, sent } = loaderData;
  return (
    <article className="page newsletter-edition">
      <p>
        <Link to={paths.newsletterArchive({})}>{t('newsletter_edition.back_to_archive')}</Link>
      </p>
      <h1>{content.subject}</h1>
      <p>
        <time dateTime={sent.iso}>{t('newsletter_edition.sent_on', { date: sent.text })}</time>
      </p>
      {/* Sanitised by core/shared/markdown.ts when rendered. */}
      {content.intro ? <div dangerouslySetInnerHTML={{ __html: content.intro }} /> : null}
      {content.articles.length ? (
        <section aria-labelledby="edition-articles">
          <h2 id="edition-articles">{t('newsletter_edition.articles_heading')}</h2>
          <ul className="newsletter-edition__articles">
            {content.articles.map((article) => (
              <li key={article.url}>
                {article.imageUrl ? (
                  <img src={article.imageUrl} alt={article.imageAlt} loading="lazy" width={320} />
                ) : null}
                <h3>
                  <a href={article.url}>{article.title}</a>
                </h3>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.products.length ? (
        <section aria-labelledby="edition-products">
          <h2 id="edition-products">{t('newsletter_edition.products_heading')}</h2>
          <ul>
            {content.products.map((product) => (
              <li key={product.url}>
                <a href={product.url}>{product.name}</a>
                {product.abstract ? ` · ${product.abstract}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.closing ? <p>{content.closing}</p> : null}
    </article>
  );
}
