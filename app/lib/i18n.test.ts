import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { MAX_KEPT_WITH_OPTIONS, rememberingPlainTexts } from './i18n.tsx';

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

  it('asks i18next once per plain key, and once per key and flat options', () => {
    const i18n = instance();
    const spy = vi.spyOn(i18n, 't');
    const t = rememberingPlainTexts(i18n);
    for (let round = 0; round < 3; round++) {
      t('hello');
      for (let i = 0; i < 3; i++) expect(t('greeting', { name: `n${i}` })).toBe(`Olá, n${i}`);
      expect(t('pets', { count: 1 })).toBe('1 animal');
      // The same value of another type is another text to i18next: asked apart.
      expect(t('pets', { count: '1' })).toBe(t('pets', { count: '1' }));
    }
    const asked = (key: string) => spy.mock.calls.filter(([k]) => k === key);
    expect(asked('hello')).toHaveLength(1);
    expect(asked('greeting')).toHaveLength(3);
    expect(asked('pets').map(([, options]) => options)).toEqual([{ count: 1 }, { count: '1' }]);
  });

  it('asks every time when an option is not a string, number or boolean', () => {
    const i18n = instance();
    const spy = vi.spyOn(i18n, 't');
    const t = rememberingPlainTexts(i18n);
    for (let i = 0; i < 3; i++) t('greeting', { name: 'Rex', extra: { nested: true } });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('forgets texts with options once it keeps MAX_KEPT_WITH_OPTIONS of them', () => {
    const i18n = instance();
    const spy = vi.spyOn(i18n, 't');
    const t = rememberingPlainTexts(i18n);
    t('greeting', { name: 'first' });
    for (let i = 1; i < MAX_KEPT_WITH_OPTIONS; i++) t('greeting', { name: `n${i}` });
    t('greeting', { name: 'first' });
    expect(spy).toHaveBeenCalledTimes(MAX_KEPT_WITH_OPTIONS);
    // One more fills it: all are forgotten, so the first is asked again.
    t('greeting', { name: 'one more' });
    t('greeting', { name: 'first' });
    expect(spy).toHaveBeenCalledTimes(MAX_KEPT_WITH_OPTIONS + 2);
  });
});
