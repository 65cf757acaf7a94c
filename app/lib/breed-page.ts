import type { ChromeInfo } from '../../core/site/get-website-info.ts';
import { paths } from '../../core/site/paths.ts';
import type { HeaderHandle } from './header-layout.ts';

interface BreedRef {
  id_breed: number;
  id_family: number;
  slug: string;
  name: string;
}

/** The handle of a breed's pages (profile, details): the header takes the breed's family. */
export const breedPageHandle: HeaderHandle = {
  header: (data) => {
    const idFamily = (data as { breed?: { id_family: number } } | undefined)?.breed?.id_family;
    return idFamily === undefined ? null : { idFamily };
  },
};

/** The breadcrumb trail to a breed's profile: the site, the family's breed list, the breed. */
export function breedTrail(info: ChromeInfo | null, breed: BreedRef): [string, string][] {
  const family = info?.families.find((f) => f.id_family === breed.id_family);
  return [
    [info?.website.title ?? '', paths.home({})],
    [family?.name ?? '', paths.breedList({ id: breed.id_family })],
    [breed.name, paths.breedProfile({ id: breed.id_breed, slug: breed.slug })],
  ];
}
