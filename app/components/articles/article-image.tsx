/** The @2x twin that the media pipeline keeps beside every main picture. */
export const twiceUrl = (url: string) => url.replace(/\.(webp|png|jpe?g)$/, '@2x.$1');

/** Only pictures of this app's media store are known to have an @2x twin. */
const hasTwin = (url: string) => url.startsWith('/media/');

/** Below this width the mobile picture is shown (spec section 9). */
export const MOBILE_BREAKPOINT = 640;

interface Props {
  src: string;
  mobileSrc?: string | null;
  alt: string;
  /** intrinsic size of the main picture; the @2x twin is twice as wide */
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
}

/** An article picture: 1x/2x widths in srcset, and the mobile crop under 640 px. */
export function ArticleImage({
  src,
  mobileSrc,
  alt,
  width,
  height,
  sizes,
  eager,
  className,
}: Props) {
  const srcSet = hasTwin(src) ? `${src} ${width}w, ${twiceUrl(src)} ${width * 2}w` : undefined;
  return (
    <picture className={className}>
      {mobileSrc ? (
        <source media={`(max-width: ${MOBILE_BREAKPOINT - 1}px)`} srcSet={mobileSrc} />
      ) : null}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
        alt={alt}
        // No text alternative means decoration (the title beside it says it all): hidden outright.
        aria-hidden={alt === '' ? true : undefined}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
