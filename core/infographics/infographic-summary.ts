import type { infographics } from '../../db/schema/index.ts';

/** An infographic as lists answer it: without `related`. */
export interface InfographicSummary {
  id_infographic: number;
  title: string;
  slug: string;
  /** Desktop poster, 1000 x 1000 (an @2x twin sits beside the demo pictures). */
  image_path: string;
  /** Mobile poster, shown under the 640 px breakpoint. */
  mobile_image_path: string;
  /** List thumbnail, 400 x 300. */
  thumbnail_path: string;
}

/** A database row as a summary. */
export function toSummary(row: typeof infographics.$inferSelect): InfographicSummary {
  return {
    id_infographic: row.idInfographic,
    title: row.title,
    slug: row.slug,
    image_path: row.imagePath,
    mobile_image_path: row.mobileImagePath,
    thumbnail_path: row.thumbnailPath,
  };
}
