import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The carousel of spec section 9: one slide, infinite, fast (slick's 200 ms), a 10 px touch
 * threshold, and no horizontal carousel at 1024 px and wider, where the items sit in a grid.
 */
export const CAROUSEL_OPTIONS = {
  loop: true,
  duration: 20,
  dragThreshold: 10,
  breakpoints: { '(min-width: 1024px)': { active: false } },
} as const;

export function Carousel({ label, children }: { label: string; children: ReactNode[] }) {
  const { t } = useTranslation();
  const [viewport, api] = useEmblaCarousel(CAROUSEL_OPTIONS);
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" ref={viewport}>
        <ul className="carousel__track">
          {children.map((child, index) => (
            <li className="carousel__slide" key={index}>
              {child}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" onClick={() => api?.scrollPrev()} aria-label={t('carousel.previous')}>
          ‹
        </button>
        <button type="button" className="carousel__button" onClick={() => api?.scrollNext()} aria-label={t('carousel.next')}>
          ›
        </button>
      </div>
    </div>
  );
}
