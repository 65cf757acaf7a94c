import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS, messagesFor } from '../../core/site/messages.ts';
import { LOCALES, type Locale } from '../../core/site/locale.ts';
import { familyText } from './family-text.ts';

function tFor(locale: Locale): TFunction {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: { translation: messagesFor(locale) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
}

const dogs = { id_family: 1, name: 'Dogs' };
const cats = { id_family: 2, name: 'Cats' };
const birds = { id_family: 3, name: 'Birds' };

describe('familyText', () => {
  it('gives each demo family its own English grammar', () => {
    const t = tFor('en');
    expect(familyText(t, 'breeds_az', dogs)).toBe('Dog breeds A–Z');
    expect(familyText(t, 'see_all_breeds', cats)).toBe('See all cat breeds');
    expect(familyText(t, 'breeds', birds)).toBe('Bird breeds');
    expect(familyText(t, 'articles', { id_family: 4, name: 'Fish' })).toBe('Articles about fish');
  });

  it('reads right in Portuguese too', () => {
    for (const locale of ['pt', 'pt_BR'] as const) {
      const t = tFor(locale);
      expect(familyText(t, 'breeds_az', { id_family: 1, name: 'Cães' })).toBe('Raças de cães de A a Z');
      expect(familyText(t, 'see_all_breeds', { id_family: 2, name: 'Gatos' })).toBe(
        'Ver todas as raças de gatos',
      );
    }
  });

  it('falls back to a wording that fits any name for a family the catalogs do not know', () => {
    expect(familyText(tFor('en'), 'breeds_az', { id_family: 42, name: 'Reptiles' })).toBe(
      'Breeds A–Z: Reptiles',
    );
    expect(familyText(tFor('pt_BR'), 'breeds', { id_family: 42, name: 'Répteis' })).toBe(
      'Raças: Répteis',
    );
  });

  it('has every family phrase in every catalog, and no "{{family}} breeds" template left', () => {
    for (const locale of LOCALES) {
      const json = JSON.stringify(CATALOGS[locale]);
      expect(json).not.toMatch(/\{\{family\}\} breeds|Breeds of \{\{family\}\}/);
      const t = tFor(locale);
      for (const id of [1, 2, 3, 4, 5]) {
        for (const key of ['breeds_az', 'see_all_breeds', 'breeds', 'articles'] as const) {
          expect(familyText(t, key, { id_family: id, name: 'X' })).not.toContain('family_text');
        }
      }
    }
  });
});
