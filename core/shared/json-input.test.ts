import { describe, expect, it } from 'vitest';
import {
  jsonTooDeep,
  MAX_JSON_DEPTH,
  storable,
  storableJson,
  storableText,
  unstorableField,
} from './json-input.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('jsonTooDeep', () => {
  it('counts arrays and objects, and lets the limit itself through', () => {
    expect(jsonTooDeep('text')).toBe(false);
    expect(jsonTooDeep(null)).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep({ a: 1, b: [1, [2]] }, 2)).toBe(true);
  });

  it('walks 200,000 levels without overflowing the stack', () => {
    const text = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(jsonTooDeep(JSON.parse(text))).toBe(true);
  });
});

describe('unstorableField', () => {
  it('names the first text or key holding a NUL or a lone surrogate', () => {
    expect(unstorableField({ a: 'fine', b: ['ok', { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(unstorableField({ a: '\ud800' })).toBe('a');
    expect(unstorableField({ a: 'x\udc00' })).toBe('a');
    expect(unstorableField({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(unstorableField('\u0000')).toBe('request');
    expect(unstorableField({ first: '\u0000', second: '\ud800' })).toBe('first');
  });

  it('lets well-formed text through, pairs included', () => {
    expect(unstorableField({ a: '🐶 ação', b: [1, true, null], c: '\ud83d\udc36' })).toBeNull();
    expect(storableText('e\u0301')).toBe(true);
  });

  it('walks any depth without overflowing the stack', () => {
    const value = JSON.parse(`{"a":${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}}`);
    expect(unstorableField(value)).toMatch(/^a(\.0)+$/);
  });
});

describe('storable', () => {
  it('drops NUL and replaces each lone surrogate, keeping pairs', () => {
    expect(storable('a\u0000b\ud800c\udc00\ud83d\udc36')).toBe('ab\ufffdc\ufffd\ud83d\udc36');
    expect(storableJson({ ['k\ud800']: ['\u0000x', { d: new Date(0) }], n: 1 })).toEqual({
      'k\ufffd': ['x', { d: new Date(0).toISOString() }],
      n: 1,
    });
  });
});
