import type { TFunction } from 'i18next';
import { interpolate, translate, type Messages } from '../../core/site/messages.ts';

/** Phrases about a family that need its own grammar ("Dog breeds", not "Dogs breeds"). */
export type FamilyTextKey = 'breeds_az' | 'see_all_breeds' | 'breeds' | 'articles';

/**
 * A family phrase: the catalog's own wording for that family id when it has one
 * (`family_text.<id>.<key>`), else a wording that reads right with any family name
 * (`family_text.any.<key>`, "Breeds A–Z: Reptiles"). Family names are plurals ("Dogs"), so a
 * template like "{{family}} breeds" cannot be right in every language.
 */
export function familyText(
  t: TFunction,
  key: FamilyTextKey,
  family: { id_family: number; name: string },
): string {
  return t([`family_text.${family.id_family}.${key}`, `family_text.any.${key}`], {
    family: family.name,
  });
}

/** The same phrase from the site's catalog, for a loader (a page's meta description). */
export function familyTextOf(
  messages: Messages,
  key: FamilyTextKey,
  family: { id_family: number; name: string },
): string {
  const own = `family_text.${family.id_family}.${key}`;
  const text = translate(messages, own);
  return interpolate(text === own ? translate(messages, `family_text.any.${key}`) : text, {
    family: family.name,
  });
}
