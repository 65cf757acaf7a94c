import { describe, expect, it } from 'vitest';
import {
  compareText,
  currencyOf,
  formatLongDate,
  formatNumber,
  formatPrice,
  intlLocale,
  pluralCategory,
  sortByName,
} from './locale-format.ts';
import { LOCALES } from './locale.ts';

// Intl puts a no-break space between amount and symbol; tests read it as a plain space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('intlLocale', () => {
  it('maps every site locale to a tag Intl accepts', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('pt_BR')).toBe('pt-BR');
    for (const locale of LOCALES) {
      expect(() => new Intl.NumberFormat(intlLocale(locale))).not.toThrow();
    }
  });

  it('falls back like the catalogs do for a locale the site does not have', () => {
    expect(intlLocale('pt_AO')).toBe('pt-PT');
    expect(intlLocale('fr_FR')).toBe('en-GB');
  });

  it('is what the old code lacked: the raw site locale crashes Intl', () => {
    expect(() => new Intl.NumberFormat('pt_BR')).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('prices in euros in English and European Portuguese, in reais in Brazil', () => {
    expect(currencyOf('en')).toBe('EUR');
    expect(currencyOf('pt')).toBe('EUR');
    expect(currencyOf('pt_BR')).toBe('BRL');
  });

  it('places the symbol and separators as each locale does', () => {
    expect(plain(formatPrice(12.5, 'en'))).toBe('€12.50');
    expect(plain(formatPrice(12.5, 'pt'))).toBe('12,50 €');
    expect(plain(formatPrice(12.5, 'pt_BR'))).toBe('R$ 12,50');
    expect(plain(formatPrice(1234.5, 'en'))).toBe('€1,234.50');
    expect(plain(formatPrice(1234.5, 'pt_BR'))).toBe('R$ 1.234,50');
    expect(plain(formatPrice(12345.5, 'pt'))).toBe('12 345,50 €');
  });

  it('always shows cents', () => {
    expect(plain(formatPrice(7, 'pt_BR'))).toBe('R$ 7,00');
  });
});

describe('formatNumber', () => {
  it('uses the decimal and group separators of the locale', () => {
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(1.5, 'pt')).toBe('1,5');
    expect(formatNumber(1.5, 'pt_BR')).toBe('1,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'pt_BR')).toBe('1.234,5');
  });

  it('drops needless decimals and rounds to the digits asked for', () => {
    expect(formatNumber(12, 'pt_BR')).toBe('12');
    expect(formatNumber(0.035, 'pt_BR')).toBe('0,04');
    expect(formatNumber(0.035, 'en', 3)).toBe('0.035');
  });
});

describe('formatLongDate', () => {
  // 23:30 UTC: a visitor's own time zone could show the next day; the date must not move.
  const date = new Date(Date.UTC(2025, 10, 4, 23, 30));

  it('writes the long form of each locale, in UTC', () => {
    expect(formatLongDate(date, 'en')).toBe('4 November 2025');
    expect(formatLongDate(date, 'pt')).toBe('4 de novembro de 2025');
    expect(formatLongDate(date, 'pt_BR')).toBe('4 de novembro de 2025');
  });
});

describe('pluralCategory', () => {
  it('knows that Brazilian Portuguese counts zero as singular and European does not', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(1, 'pt')).toBe('one');
    expect(pluralCategory(0, 'pt')).toBe('other');
    expect(pluralCategory(0, 'pt_BR')).toBe('one');
    expect(pluralCategory(2, 'pt_BR')).toBe('other');
  });
});

describe('compareText and sortByName', () => {
  const names = ['Zebu', 'Cão de Água', 'Ábaco', 'Cane Corso', 'Abelha', 'cavalier'];

  it('sorts accented names beside their plain letters in every locale', () => {
    for (const locale of ['en', 'pt', 'pt_BR']) {
      expect([...names].sort(compareText(locale))).toEqual([
        'Ábaco',
        'Abelha',
        'Cane Corso',
        'Cão de Água',
        'cavalier',
        'Zebu',
      ]);
    }
  });

  it('is not the code-point order, which puts "Ábaco" after "Zebu"', () => {
    expect([...names].sort().at(-1)).toBe('Ábaco');
  });

  it('sorts objects by name without changing the input', () => {
    const items = names.map((name) => ({ name }));
    const sorted = sortByName(items, 'pt_BR');
    expect(sorted.map((i) => i.name)[0]).toBe('Ábaco');
    expect(items[0]!.name).toBe('Zebu');
  });
});
