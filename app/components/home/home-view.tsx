import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import {
  HOME_MAIN_ARTICLES,
  type HomeCurated,
  type homeInfographic,
} from '../../../core/home/home-view-data.ts';
import type { ProductView } from '../../../core/products/to-product.ts';
import type { Poll } from '../../../core/widgets/get-poll.ts';
import type { Quote } from '../../../core/widgets/get-quote.ts';
import type { Tip } from '../../../core/widgets/get-tip.ts';
import { paths } from '../../../core/site/paths.ts';
import { familyText } from '../../lib/family-text.ts';
import { useWebsiteInfo } from '../../lib/website.tsx';
import { ArticleCard, articlePath } from '../articles/article-card.tsx';
import { ArticleImage } from '../articles/article-image.tsx';
import { Carousel } from '../carousel.tsx';
import { MemberHomeSlot } from '../pets/member-home.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { TitledSection } from '../titled-section.tsx';
import { FeaturedBanner, FeaturedProducts } from './featured-products.tsx';
import { PollWidget } from './poll-widget.tsx';
import { QuoteWidget } from './quote-widget.tsx';
import { TipWidget } from './tip-widget.tsx';

export type HomeViewData = HomeCurated & {
  infographic: ReturnType<typeof homeInfographic>;
  quote: Quote | null;
  tip: Tip | null;
  poll: Poll | null;
  featuredProducts: ProductView[];
};

/**
 * The home page's body: the public home, and the studio's preview of an unsaved curation
 * (decision 044), which draws it with the same components.
 */
export function HomeView({
  data: loaderData,
  withMemberParts,
  pollMessage,
}: {
  data: HomeViewData;
  /** The public home: the member's parts in place for the hint; false: the studio's preview. */
  withMemberParts: boolean;
  /** The poll's answer to a vote posted without scripts that was not taken (app/routes/home.tsx). */
  pollMessage?: string;
}) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const { featured, home, banners, infographic, inContext } = loaderData;
  const main = home.slice(0, HOME_MAIN_ARTICLES);
  const more = home.slice(HOME_MAIN_ARTICLES);
  // Encyclopedia widget: the curated families (cats, then dogs by default), each leading to its breed list.
  const encyclopedia = loaderData.encyclopedia
    .map((id) => info.families.find((f) => f.id_family === id))
    .filter((f) => f !== undefined);

  return (
    <div className="page home">
      <h1 className="visually-hidden">{info.website.title}</h1>

      {/* One page for every visitor (decision 072): the member's block is filled from the API. */}
      {withMemberParts ? <MemberHomeSlot /> : null}

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
          <ArticleImage
            src={inContext.image_url}
            alt=""
            aria-hidden="true"
            width={1000}
            height={560}
            sizes="(max-width: 640px) 100vw, 320px"
          />
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
        <PollWidget poll={loaderData.poll} message={pollMessage} />
        <TipWidget tip={loaderData.tip} forMembers={withMemberParts} />
      </div>
    </div>
  );
}
