import type { TFunction } from 'i18next';
import { useTranslation } from './i18n.tsx';
import { useMatches } from 'react-router';
import { DEFAULT_HEADER_COLOUR } from '../../core/site/header-colour.ts';
import { showsFamilyName, useWebsiteInfo } from './website.tsx';

/** Default header colour (the studio's settings may change it), and menu colours by family: 1 green, 2 orange, others purple. */
export const HEADER_COLOUR = DEFAULT_HEADER_COLOUR;
const FAMILY_MENU = {
  1: { background: 'green', image: 'dogs' },
  2: { background: 'orange', image: 'cats' },
} as const;
const OTHER_MENU = { background: 'purple', image: 'others' } as const;

export function familyMenu(idFamily: number) {
  return FAMILY_MENU[idFamily as 1 | 2] ?? OTHER_MENU;
}

/** What a route tells the header about itself, through its `handle`. */
export interface HeaderHandle {
  header?: (
    data: unknown,
    t: TFunction,
  ) => {
    idFamily?: number;
    title?: string;
    fluidImage?: string | null;
    fluidCaption?: string | null;
  } | null;
}

export interface HeaderLayout {
  background: string;
  menu: {
    background: 'white' | 'green' | 'orange' | 'purple';
    image: string | null;
    /** The family's own colour from the studio (#rrggbb), over the background's class. */
    colour?: string | null;
  };
  title: string | null;
  /** The full-width picture of an `is_active` article, shown instead of the menu band. */
  fluidImage: string | null;
  /** That picture's caption, shown under it in the band. */
  fluidCaption: string | null;
}

/** The header layout of the current page: colours and title from the deepest route that sets them. */
export function useHeaderLayout(): HeaderLayout {
  const matches = useMatches();
  const info = useWebsiteInfo();
  const { t } = useTranslation();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as HeaderHandle | undefined;
    const header = handle?.header?.(match.loaderData, t);
    if (!header) continue;
    const family =
      header.idFamily !== undefined
        ? info.families.find((f) => f.id_family === header.idFamily)
        : undefined;
    const menu = family ? familyMenu(family.id_family) : null;
    return {
      background: info.website.header_colour,
      menu: menu
        ? {
            background: menu.background,
            image: family?.menu_image_url ?? `/img/menu/${menu.image}.svg`,
            colour: family?.menu_colour ?? null,
          }
        : { background: 'white', image: null },
      title: header.title ?? (family && showsFamilyName(family.id_family) ? family.name : null),
      fluidImage: header.fluidImage ?? null,
      fluidCaption: header.fluidImage ? (header.fluidCaption ?? null) : null,
    };
  }
  return {
    background: info.website.header_colour,
    menu: { background: 'white', image: null },
    title: null,
    fluidImage: null,
    fluidCaption: null,
  };
}
