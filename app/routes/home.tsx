import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withImage } from '../../core/articles/default-image.ts';
import { ArticleCard, articlePath } from '../components/articles/article-card.tsx';
import { ArticleImage } from '../components/articles/article-image.tsx';
import { Carousel } from '../components/carousel.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { FeaturedBanner, FeaturedProducts } from '../components/home/featured-products.tsx';
import { PollWidget } from '../components/home/poll-widget.tsx';
import { QuoteWidget } from '../components/home/quote-widget.tsx';
import { TipWidget } from '../components/home/tip-widget.tsx';
import { MemberHome } from '../components/pets/member-home.tsx';
import { useSession } from '../lib/session.tsx';
import { pageMeta, rootInfo } from '../lib/seo.ts';
import { useWebsiteInfo } from '../lib/website.ts';
import type { Route } from './+types/home';
import { familyText } from '../lib/family-text.ts';
import { paths } from '../../core/site/paths.ts';
import { TitledSection } from '../components/titled-section.tsx';

/** Home articles: the first 6 in the main list, the rest as "more stories". */
export const HOME_MAIN_ARTICLES = 6;

/** The featured, home and store lists are optional: a failure leaves their section out. */
const orEmpty = <T,>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { articles, products, infographics, widgets } = context.services;
  // A member gets the members' widgets and the logged-in block with their pets (null: a guest).
  const member = await context.visitor.member();
  const [featured, home, banners, infographic, homeWidgets, pets] = await Promise.all([
    orEmpty(articles.featured()),
    orEmpty(articles.home()),
    orEmpty(products.banners()),
    infographics.home(),
    widgets.home({
      voterKey: widgets.voterKey(request.headers.get('cookie')),
      audience: member ? 'members' : 'guests',
    }),
    member ? context.services.pets.list(member.idUser) : null,
  ]);
  // The widget suggests something the page does not already show (not the featured hero again).
  const inContext = await articles.inContext(
    {},
    [...featured, ...home].map((a) => a.id_article),
  );
  return {
    pets,
    featured: featured.map((a) => withImage(a)),
    home: home.map((a) => withImage(a)),
    banners,
    infographic,
    inContext: inContext ? withImage(inContext) : null,
    ...homeWidgets,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const info = rootInfo(matches);
  const base = info?.website.public_url ?? '';
  const social = [info?.website.facebook_url, info?.website.instagram_url].filter((u) => !!u);
  return pageMeta(info, {
    title: info?.website.title ?? '',
    path: '/',
    image: info?.website.logo_path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: info?.website.title,
        url: `${base}/`,
        logo: `${base}${info?.website.logo_path ?? ''}`,
        email: info?.website.contact_email,
        ...(social.length ? { sameAs: social } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: info?.website.title,
        url: `${base}/`,
        inLanguage: info?.website.locale.replace('_', '-'),
        // The search results page (decision 025).
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const { featured, home, banners, infographic, inContext } = loaderData;
  // Signed in (per the session state) and loaded as a member: the logged-in block shows.
  const isMember = useSession().isLoggedIn && loaderData.pets !== null;
  const main = home.slice(0, HOME_MAIN_ARTICLES);
  const more = home.slice(HOME_MAIN_ARTICLES);
  // Encyclopedia widget: cats (family 2) and dogs (family 1), each leading to the breed list.
  const encyclopedia = [2, 1]
    .map((id) => info.families.find((f) => f.id_family === id))
    .filter((f) => f !== undefined);

  return (
    <div className="page home">
      <h1 className="visually-hidden">{info.website.title}</h1>

      {isMember ? <MemberHome pets={loaderData.pets!} /> : null}

      {featured.length || banners.length ? (
        <section
          className="home-featured"
          aria-label={t('home.featured_heading')}
          data-testid="home-featured"
        >
          {featured.length ? (
            <Carousel hero label={t('home.featured_heading')}>
              {featured.map((article, index) => (
                <article key={article.id_article} className="featured-article">
                  <ArticleImage
                    src={article.image_url}
                    mobileSrc={article.mobile_image_url}
                    alt=""
                    aria-hidden="true"
                    width={1000}
                    height={560}
                    eager={index === 0}
                  />
                  <div className="featured-article__body">
                    <h2 className="featured-article__title">
                      <Link to={articlePath(article)}>{article.title}</Link>
                    </h2>
                    <p>{article.excerpt}</p>
                  </div>
                </article>
              ))}
            </Carousel>
          ) : null}
          {banners.length ? (
            <div className="home-banners">
              {banners.map((banner) => (
                <FeaturedBanner key={banner.id_product} product={banner} />
              ))}
            </div>
          ) : null}
        </section>
      ) : null}

      {main.length ? (
        <section aria-labelledby="home-articles-heading" data-testid="home-articles">
          <h2 id="home-articles-heading">{t('home.articles_heading')}</h2>
          <ul className="article-grid">
            {main.map((article) => (
              <li key={article.id_article}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FeaturedProducts products={loaderData.featuredProducts} />

      <TitledSection
        id="home-infographic"
        className="home-infographic"
        testId="home-infographic"
        title={t('home.infographic_heading')}
      >
        {infographic ? (
          <Link
            to={paths.infographic({ id: infographic.id_infographic, slug: infographic.slug })}
            className="home-infographic__link"
          >
            <ResponsiveImage
              src={infographic.thumbnail_path}
              sizes="160px"
              alt=""
              width={400}
              height={300}
            />
            <span>{infographic.title}</span>
          </Link>
        ) : null}
        <p>
          <Link to={paths.infographics({})}>{t('home.all_infographics')}</Link>
        </p>
        <a
          className="button"
          href={info.website.store_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('home.visit_store')}
        </a>
      </TitledSection>

      {inContext ? (
        <aside
          className="article-widget"
          aria-labelledby="home-in-context-heading"
          data-testid="home-in-context"
        >
          <p className="article-widget__kicker" id="home-in-context-heading">
            {t('articles.widget_kicker')}
          </p>
          <h2 className="article-widget__title">
            <Link to={articlePath(inContext)}>{inContext.title}</Link>
          </h2>
          <p>{inContext.excerpt}</p>
        </aside>
      ) : null}

      <TitledSection
        id="encyclopedia"
        className="encyclopedia-widget"
        testId="home-encyclopedia"
        title={t('home.encyclopedia_heading')}
      >
        <ul className="card-grid">
          {encyclopedia.map((family) => (
            <li key={family.id_family} className="card">
              {family.image_url ? (
                <ResponsiveImage
                  src={family.image_url}
                  twin
                  sizes="(max-width: 640px) 100vw, 480px"
                  alt=""
                  width={480}
                  height={320}
                />
              ) : null}
              <Link to={paths.breedList({ id: family.id_family })} className="card__link">
                {familyText(t, 'see_all_breeds', family)}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      {more.length ? (
        <section aria-labelledby="more-stories-heading" data-testid="home-more-stories">
          <h2 id="more-stories-heading">{t('home.more_stories')}</h2>
          <ul className="article-rows">
            {more.map((article) => (
              <li key={article.id_article}>
                <ArticleCard article={article} variant="row" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="home-widgets">
        <QuoteWidget quote={loaderData.quote} />
        <PollWidget poll={loaderData.poll} />
        <TipWidget tip={loaderData.tip} isGuest={!isMember} />
      </div>
    </div>
  );
}
