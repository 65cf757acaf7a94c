import { describe, expect, it } from 'vitest';
import { interpolate, messagesFor, translator } from './messages.ts';

describe('the server side translator', () => {
  it('fills {{name}} placeholders as i18next does, leaving unknown ones', () => {
    expect(interpolate('Line {{line}}: {{ message }}', { line: 3, message: 'bad' })).toBe(
      'Line 3: bad',
    );
    expect(interpolate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}');
  });

  it('translates a key of the catalogue with its values', () => {
    const t = translator(messagesFor('en'));
    expect(t('search_page.heading_query', { query: 'beagle' })).toContain('beagle');
    expect(t('search_page.heading_query', { query: 'beagle' })).not.toContain('{{');
  });
});
