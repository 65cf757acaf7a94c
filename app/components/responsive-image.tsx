import { preload } from 'react-dom';
import {
  hasVariants,
  twinOf,
  VARIANT_FORMATS,
  variantSrcSet,
  widthsUpTo,
} from '../../core/media/variant-url.ts';

/** Below this width the mobile crop is shown. */
export const MOBILE_BREAKPOINT = 640;
const MOBILE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT}px)`;

/** The @2x twin kept beside our own main pictures (media store, public/img/articles/). */
export const twiceUrl = (url: string) => twinOf(url) ?? url;

/** A picture of its own for small screens (art direction), with its intrinsic size. */
export interface Crop {
  src: string;
  width: number;
  height: number;
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The displayed size (and aspect ratio): reserves the box before loading (no layout shift). */
  width: number;
  height: number;
  /** Width of the file at `src` when it is not `width` (a thumbnail of a bigger picture). */
  sourceWidth?: number;
  /** Displayed width per viewport, for choosing among the variants. */
  sizes?: string;
  /**
   * Pictures of this kind keep an @2x twin, twice as wide, beside them in the media store:
   * variants are cut from it. External URLs have none, whatever this says.
   */
  twin?: boolean;
  /** Shown under the mobile breakpoint instead of `src`. */
  mobile?: Crop | null;
  /** The page's largest picture (LCP): loaded at once, with high priority, and preloaded. */
  priority?: boolean;
  /** Above the fold but not the LCP: loaded at once, without priority. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

interface VariantSource {
  type: string;
  srcSet: string;
}

/** Per format, best first, the srcset of resized variants; none for external or tiny pictures. */
function variantSources(src: string, maxWidth: number): VariantSource[] {
  if (!hasVariants(src) || widthsUpTo(maxWidth).length === 0) return [];
  return VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: variantSrcSet(src, maxWidth, format),
  }));
}

/**
 * A picture of the media store as `<picture>`: AVIF and WebP variants of allowed widths (see
 * core/media/variant-url.ts), the mobile crop under 640 px, and the original (with its @2x twin)
 * as the `<img>` fallback. Lazy below the fold by default; external URLs are left as they are.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sourceWidth = width,
  sizes = `(max-width: ${width}px) 100vw, ${width}px`,
  twin = false,
  mobile,
  priority = false,
  eager = priority,
  className,
  imgClassName,
}: ResponsiveImageProps) {
  // Only our own pictures (the media store, the committed /img/ ones) keep twins; the media
  // library keeps one large file (up to 2400 px), so its variants up to twice the slot are cut
  // from it (the variant route never enlarges).
  const twinSrc = twin ? twinOf(src) : null;
  const fromLibrary = twin && !twinSrc && hasVariants(src);
  const main = twinSrc
    ? variantSources(twinSrc, sourceWidth * 2)
    : variantSources(src, fromLibrary ? sourceWidth * 2 : sourceWidth);
  const small = mobile ? variantSources(mobile.src, mobile.width) : [];
  const mobileSizes = '100vw';

  if (priority) {
    // React hoists these into the <head> of the server HTML; AVIF only, which every browser
    // that can read it fetches, and the others skip by its type.
    const [mainFirst] = main;
    const [smallFirst] = small;
    if (mainFirst)
      preload(src, {
        as: 'image',
        type: mainFirst.type,
        imageSrcSet: mainFirst.srcSet,
        imageSizes: sizes,
        fetchPriority: 'high',
        ...(mobile ? { media: DESKTOP_MEDIA } : {}),
      });
    if (mobile && smallFirst)
      preload(mobile.src, {
        as: 'image',
        type: smallFirst.type,
        imageSrcSet: smallFirst.srcSet,
        imageSizes: mobileSizes,
        fetchPriority: 'high',
        media: MOBILE_MEDIA,
      });
  }

  return (
    <picture className={className}>
      {mobile
        ? small.length
          ? small.map((v) => (
              <source
                key={`m-${v.type}`}
                media={MOBILE_MEDIA}
                type={v.type}
                srcSet={v.srcSet}
                sizes={mobileSizes}
                width={mobile.width}
                height={mobile.height}
              />
            ))
          : [
              <source
                key="m"
                media={MOBILE_MEDIA}
                srcSet={mobile.src}
                width={mobile.width}
                height={mobile.height}
              />,
            ]
        : null}
      {main.map((v) => (
        <source key={v.type} type={v.type} srcSet={v.srcSet} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        src={src}
        srcSet={twinSrc ? `${src} ${sourceWidth}w, ${twinSrc} ${sourceWidth * 2}w` : undefined}
        sizes={twinSrc ? sizes : undefined}
        alt={alt}
        // No text alternative means decoration (the text beside it says it all): hidden outright.
        aria-hidden={alt === '' ? true : undefined}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
