import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberingPlainTexts } from './i18n.tsx';

function instance() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'pt',
    resources: {
      pt: {
        translation: {
          hello: 'Olá',
          greeting: 'Olá, {{name}}',
          pets_one: '{{count}} animal',
          pets_other: '{{count}} animais',
          nested: 'Diga $t(hello)',
        },
      },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('rememberingPlainTexts', () => {
  it('gives what i18next gives, for plain keys, options, plurals, nesting and unknown keys', () => {
    const i18n = instance();
    const t = rememberingPlainTexts(i18n);
    for (let round = 0; round < 2; round++) {
      expect(t('hello')).toBe('Olá');
      expect(t('nested')).toBe('Diga Olá');
      expect(t('missing_key')).toBe('missing_key');
      expect(t('greeting', { name: 'Rex' })).toBe('Olá, Rex');
      expect(t('pets', { count: 1 })).toBe('1 animal');
      expect(t('pets', { count: 3 })).toBe('3 animais');
    }
  });

  it('asks i18next once per plain key, and every time when there are options', () => {
    const i18n = instance();
    const spy = vi.spyOn(i18n, 't');
    const t = rememberingPlainTexts(i18n);
    for (let i = 0; i < 3; i++) {
      t('hello');
      t('greeting', { name: `n${i}` });
    }
    expect(spy.mock.calls.filter(([key]) => key === 'hello')).toHaveLength(1);
    expect(spy.mock.calls.filter(([key]) => key === 'greeting')).toHaveLength(3);
  });
});
