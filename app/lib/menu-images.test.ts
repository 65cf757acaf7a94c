import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyMenu } from './header-layout.ts';

const svg = (name: string) => readFileSync(new URL(`../../public/img/menu/${name}.svg`, import.meta.url), 'utf8');

describe('family menu bands', () => {
  it('show a dogs, a cats and an "others" picture, three different drawings', () => {
    const images = [familyMenu(1).image, familyMenu(2).image, familyMenu(4).image];
    expect(images).toEqual(['dogs', 'cats', 'others']);
    // Compare the drawings without the band colour: the same paw in three colours does not count.
    const drawings = images.map((name) => svg(name).replace(/fill="#[0-9a-f]{6}"/gi, ''));
    expect(new Set(drawings).size).toBe(3);
  });
});
