import { ResponsiveImage } from '../responsive-image.tsx';

export { MOBILE_BREAKPOINT, twiceUrl } from '../responsive-image.tsx';

/** The mobile crop of an article picture, shown below 640 px. */
const MOBILE_SIZE = { width: 640, height: 480 };

interface Props {
  src: string;
  mobileSrc?: string | null;
  alt: string;
  /** intrinsic size of the main picture; the @2x twin is twice as wide */
  width: number;
  height: number;
  sizes?: string;
  /** The page's LCP picture: eager, high priority and preloaded. */
  eager?: boolean;
  className?: string;
}

/** An article picture: AVIF/WebP variants cut from the @2x twin, and the mobile crop under 640 px. */
export function ArticleImage({ src, mobileSrc, eager, ...rest }: Props) {
  return (
    <ResponsiveImage
      {...rest}
      src={src}
      twin
      mobile={mobileSrc ? { src: mobileSrc, ...MOBILE_SIZE } : null}
      priority={eager}
    />
  );
}
