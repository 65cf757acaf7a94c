import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.tsx';

/**
 * The carousel: one slide, infinite, fast (slick's 200 ms), a 10 px touch
 * threshold, and no horizontal carousel at 1024 px and wider, where the items sit in a grid.
 */
export const CAROUSEL_OPTIONS = {
  loop: true,
  duration: 20,
  dragThreshold: 10,
  breakpoints: { '(min-width: 1024px)': { active: false } },
} as const;

/** The home page's hero: one full-width slide at every width, never a grid. */
export const HERO_CAROUSEL_OPTIONS = { loop: true, duration: 20, dragThreshold: 10 } as const;

export function Carousel({
  label,
  children,
  hero = false,
}: {
  label: string;
  children: ReactNode[];
  /** One article at a time at every width, with its position and a dot per article. */
  hero?: boolean;
}) {
  const { t } = useTranslation();
  const [viewport, api] = useEmblaCarousel(hero ? HERO_CAROUSEL_OPTIONS : CAROUSEL_OPTIONS);
  const total = children.length;
  // embla's api exists once it has started: the hero then leaves native scrolling to it.
  const live = hero && api !== undefined;
  const subscribe = useCallback(
    (changed: () => void) => {
      api?.on('select', changed).on('reInit', changed);
      return () => {
        api?.off('select', changed).off('reInit', changed);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );

  useEffect(() => {
    if (!api || !hero) return;
    // Before the scripts the hero scrolls natively (CSS scroll snap, decision 025): the slide the
    // visitor scrolled to stays in view when the carousel takes over.
    const root = api.rootNode();
    const scrolledTo = root.clientWidth ? Math.round(root.scrollLeft / root.clientWidth) : 0;
    root.scrollLeft = 0;
    if (scrolledTo > 0) api.scrollTo(scrolledTo, true);
  }, [api, hero]);

  return (
    <div
      className={`carousel${hero ? ' carousel--hero' : ''}${live ? ' is-live' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__viewport" ref={viewport}>
        <ul className="carousel__track">
          {children.map((child, index) => (
            <li
              className="carousel__slide"
              key={index}
              {...(hero ? { 'aria-label': t('hero.slide', { current: index + 1, total }) } : {})}
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollPrev()}
          aria-label={t('carousel.previous')}
        >
          ‹
        </button>
        {hero ? (
          <p className="carousel__position" aria-live="polite" data-testid="carousel-position">
            <span aria-hidden="true">
              {selected + 1} / {total}
            </span>
            <span className="visually-hidden">
              {t('hero.slide', { current: selected + 1, total })}
            </span>
          </p>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollNext()}
          aria-label={t('carousel.next')}
        >
          ›
        </button>
        {hero ? (
          <ul className="carousel__dots">
            {children.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={t('hero.go_to', { current: index + 1, total })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
