import { describe, expect, it } from 'vitest';
import { localeChain, pageLanguage, pickLocalized } from './locale.ts';

describe('locale rules', () => {
  it('falls back from pt_BR to pt to en', () => {
    expect(localeChain('pt_BR')).toEqual(['pt_BR', 'pt', 'en']);
    expect(localeChain('pt')).toEqual(['pt', 'en']);
    expect(localeChain('en')).toEqual(['en']);
  });

  it('uses the part before the underscore for an unknown regional variant', () => {
    expect(localeChain('pt_AO')).toEqual(['pt', 'en']);
    expect(pageLanguage('pt_AO')).toBe('pt');
  });

  it('falls back to en for an unknown language', () => {
    expect(pageLanguage('fr_FR')).toBe('en');
    expect(pageLanguage('pt_BR')).toBe('pt-BR');
  });

  it('picks the most specific localized value available', () => {
    expect(pickLocalized({ en: 'Dogs', pt: 'Cães' }, 'pt_BR')).toBe('Cães');
    expect(pickLocalized({ en: 'Dogs' }, 'pt')).toBe('Dogs');
    expect(pickLocalized({}, 'pt')).toBeUndefined();
  });
});
