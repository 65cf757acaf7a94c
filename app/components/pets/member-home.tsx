// Over 300 lines on purpose: the logged-in block's pet chooser and its lists share the calls after load.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useLocation } from 'react-router';
import type { ArticleSummary } from '../../../core/articles/article-summary.ts';
import { withImage } from '../../../core/articles/default-image.ts';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import { productView, type Product } from '../../../core/products/to-product.ts';
import { getJson } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useBrowserFlag } from '../../lib/storage.ts';
import { ArticleCard } from '../articles/article-card.tsx';
import { Carousel } from '../carousel.tsx';
import { ProductCard } from '../product-card.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { chooserWindow, PET_CHOOSER_SIZE, stepOffset } from './chooser-window.ts';
import { paths } from '../../../core/site/paths.ts';
import { TitledSection } from '../titled-section.tsx';

/**
 * The home's place for the logged-in block (decision 072): in the shared page for everyone,
 * shown by the "signed in" hint, and holding a screen's height so that nothing below it moves
 * while the member's pets (GET /api/auth/me/pets) and the first pet's lists load. The pets are
 * asked at once when the hint is there, beside the session check.
 */
export function MemberHomeSlot() {
  const session = useSession();
  const [pets, setPets] = useState<UserPet[] | null>(null);
  // Whose pets were asked for: the hint's (before the check answers), then the member's.
  const asked = useRef<number | 'hint' | null>(null);
  const idUser = session.member?.id_user;
  useEffect(() => {
    const hinted = document.documentElement.dataset.member === '1';
    const who = idUser ?? (!session.checked && hinted ? 'hint' : null);
    const before = asked.current;
    asked.current = who;
    // Not a member (any more): the block is not drawn (below), whatever was loaded.
    if (who === null) return;
    // The hint's answer was this member's: the check confirmed the same session.
    if (before === who || (before === 'hint' && typeof who === 'number')) return;
    getJson<UserPet[]>('/api/auth/me/pets')
      .then((list) => {
        if (asked.current === who || (who === 'hint' && typeof asked.current === 'number'))
          setPets(list);
      })
      .catch(() => setPets(null));
  }, [idUser, session.checked]);
  return (
    <div className="member-home-slot member-only" data-testid="member-home-slot">
      {session.isLoggedIn && pets ? <MemberHome pets={pets} /> : null}
    </div>
  );
}

/** Whether the page is hydrated never changes once it is: nothing to subscribe to. */
const noSubscription = () => () => {};

/** Articles shown for the current pet on the home page. */
const PET_HOME_ARTICLES = 6;

/**
 * The logged-in block at the top of the home page: the pet chooser,
 * the current pet's header, articles, products and breed profile card; a tip when there are no
 * pets; the dismissible pet notification.
 */
export function MemberHome({ pets }: { pets: UserPet[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);
  // Drawn in the browser only (MemberHomeSlot): the flag is read before the first frame.
  const [notificationDismissed, dismissNotification] = useBrowserFlag('petNotification');
  const current = pets.find((p) => p.id_user_pet === chosenId) ?? pets[0] ?? null;
  // "Saved" comes with the navigation from the pet form. The browser keeps that navigation's state
  // across a reload, which the server never sees: read during render, the hydrated page differed
  // from the server's (React error #418). Read once hydrated (false on the server and
  // while hydrating, true after), both render without it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const justSaved =
    hydrated && (location.state as { petSaved?: boolean } | null)?.petSaved === true;
  const shown = chooserWindow(pets, offset);
  const cycles = pets.length > PET_CHOOSER_SIZE;

  return (
    <TitledSection
      id="member-home"
      className="member-home"
      testId="member-home"
      title={t('pets.home.heading')}
      titleClassName="visually-hidden"
    >
      {justSaved ? (
        <p className="member-home__saved" role="status" data-testid="pet-saved">
          {t('pets.saved')}
        </p>
      ) : null}
      {notificationDismissed === false ? (
        <div className="pet-notification" role="note" data-testid="pet-notification">
          <p>{t('pets.home.notification')}</p>
          <button type="button" className="pet-notification__close" onClick={dismissNotification}>
            {t('pets.home.notification_dismiss')}
          </button>
        </div>
      ) : null}

      {current ? (
        <>
          <div
            className="pet-chooser"
            role="group"
            aria-label={t('pets.home.chooser_label')}
            data-testid="pet-chooser"
          >
            {cycles ? (
              <button
                type="button"
                className="pet-chooser__step"
                aria-label={t('pets.home.previous')}
                onClick={() => setOffset((o) => stepOffset(o, -1, pets.length))}
              >
                ‹
              </button>
            ) : null}
            <ul className="pet-chooser__list">
              {shown.map((pet) => (
                <li key={pet.id_user_pet}>
                  <button
                    type="button"
                    className="pet-chooser__pet"
                    aria-pressed={pet.id_user_pet === current.id_user_pet}
                    onClick={() => setChosenId(pet.id_user_pet)}
                  >
                    <PetPicture pet={pet} />
                    <span className="pet-chooser__name">{pet.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            {cycles ? (
              <button
                type="button"
                className="pet-chooser__step"
                aria-label={t('pets.home.next')}
                onClick={() => setOffset((o) => stepOffset(o, 1, pets.length))}
              >
                ›
              </button>
            ) : null}
            <Link to={paths.registerPet({})} className="pet-chooser__add">
              {t('pets.home.add_pet')}
            </Link>
          </div>
          <h2 className="pet-header" data-testid="pet-header">
            {t('pets.home.pet_heading', { name: current.name })}
          </h2>
          {/* A fresh block for each pet: its lists load anew and the carousel is rebuilt. */}
          <PetContent key={current.id_user_pet} pet={current} />
        </>
      ) : (
        <p className="member-home__tip" data-testid="no-pets-tip">
          {t('pets.home.no_pets')}{' '}
          <Link to={paths.registerPet({})} className="button">
            {t('pets.home.no_pets_link')}
          </Link>
        </p>
      )}
    </TitledSection>
  );
}

function PetPicture({ pet }: { pet: UserPet }) {
  const src = pet.image_path ?? pet.breed?.image_url ?? null;
  return src ? (
    <img
      className="pet-chooser__picture"
      src={src}
      alt=""
      aria-hidden="true"
      width="96"
      height="96"
    />
  ) : (
    <span className="pet-chooser__picture pet-chooser__picture--initial" aria-hidden="true">
      {pet.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** What a list of the current pet holds: undefined while it loads. */
type Loaded<T> = T[] | undefined;

function PetContent({ pet }: { pet: UserPet }) {
  const { t } = useTranslation();
  const [articles, setArticles] = useState<Loaded<ReturnType<typeof withImage<ArticleSummary>>>>();
  const [products, setProducts] = useState<Loaded<Product>>();
  const productsLoading = products === undefined;

  useEffect(() => {
    const controller = new AbortController();
    const base = `/api/auth/me/pet/${pet.id_user_pet}`;
    // Each list shows when it arrives; a failure shows an empty list rather than an error.
    getJson<ArticleSummary[]>(`${base}/articles`, { signal: controller.signal })
      .then((list) => setArticles(list.slice(0, PET_HOME_ARTICLES).map((a) => withImage(a))))
      .catch(() => {
        if (!controller.signal.aborted) setArticles([]);
      });
    getJson<Product[]>(`${base}/products`, { signal: controller.signal })
      .then(setProducts)
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
  }, [pet.id_user_pet]);

  // Everything shows at once when both lists are in, inside the home's slot that already holds
  // the place (decision 072): nothing on the screen moves as they arrive.
  const ready = articles !== undefined && !productsLoading;
  return (
    <div className="pet-content" data-ready={ready ? 'true' : 'false'}>
      <section
        className="pet-articles"
        aria-labelledby="pet-articles-heading"
        data-testid="pet-articles"
      >
        <h3 id="pet-articles-heading">{t('pets.home.articles_heading', { name: pet.name })}</h3>
        {articles === undefined ? null : articles.length ? (
          <ul className="article-grid">
            {articles.map((article) => (
              <li key={article.id_article}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('pets.home.no_articles')}</p>
        )}
      </section>

      <section
        className="pet-products"
        aria-labelledby="pet-products-heading"
        aria-busy={productsLoading}
        data-testid="pet-products"
      >
        <h3 id="pet-products-heading">{t('pets.home.products_heading', { name: pet.name })}</h3>
        {productsLoading ? (
          <p className="pet-products__loading" role="status">
            {t('pets.home.products_loading')}
          </p>
        ) : products.length ? (
          <Carousel
            key={pet.id_user_pet}
            label={t('pets.home.products_heading', { name: pet.name })}
          >
            {products.map((product) => (
              <ProductCard key={product.id_product} product={productView(product)} />
            ))}
          </Carousel>
        ) : (
          <p>{t('pets.home.no_products')}</p>
        )}
      </section>

      <aside className="pet-breed card" aria-labelledby="pet-breed-heading" data-testid="pet-breed">
        <h3 id="pet-breed-heading">{t('pets.home.breed_heading')}</h3>
        {pet.breed ? (
          <>
            {pet.breed.image_url ? (
              <ResponsiveImage
                src={pet.breed.image_url}
                twin
                sizes="(max-width: 640px) 100vw, 400px"
                alt=""
                width={600}
                height={450}
              />
            ) : null}
            <p className="pet-breed__name">{pet.breed.name}</p>
            <Link
              to={paths.breedProfile({ id: pet.breed.id_breed, slug: pet.breed.slug })}
              className="pet-breed__link"
            >
              {t('pets.home.breed_link', { breed: pet.breed.name })}
            </Link>
          </>
        ) : (
          <p>{t('pets.home.no_breed', { name: pet.name })}</p>
        )}
        <Link
          to={paths.breedList({ id: pet.family.id_family })}
          className="button pet-breed__explore"
        >
          {t('pets.home.explore')}
        </Link>
      </aside>
    </div>
  );
}
