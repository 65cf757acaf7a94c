import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a'.repeat(40));

  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing sealed under another secret, altered or malformed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('b'.repeat(40)).open(sealed)).toBeNull();
    const [version, iv, body] = sealed.split('.');
    const flipped = body!.slice(0, -2) + (body!.endsWith('AA') ? 'AB' : 'AA');
    expect(box.open(`${version}.${iv}.${flipped}`)).toBeNull();
    for (const bad of ['', 'v1', 'v2.a.b', 'v1..', 'v1.x.y']) expect(box.open(bad)).toBeNull();
  });
});
