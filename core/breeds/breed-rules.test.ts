import { describe, expect, it } from 'vitest';
import { BREED_TEXT_SECTIONS } from '../../db/schema/index.ts';
import { breedOfTheWeek, weekNumber } from './breed-of-the-week.ts';
import { readableMenuColour, TEXT_SECTIONS, unflattenForm } from './breed-rules.ts';

describe('breed rules', () => {
  it('lists the same text sections as the schema, in the same order', () => {
    expect([...TEXT_SECTIONS]).toEqual([...BREED_TEXT_SECTIONS]);
  });

  it('reads dotted form names into the API body; ignores hostile and far-off names', () => {
    expect(
      unflattenForm([
        ['measures.male.weight.minimum', '3'],
        ['kit.1', '7'],
        ['kit.0', '5'],
        ['specifics.0.attribute', 'Coat'],
        ['__proto__.x', '1'],
        ['kit.999', '1'],
      ]),
    ).toEqual({
      measures: { male: { weight: { minimum: '3' } } },
      kit: ['5', '7'],
      specifics: [{ attribute: 'Coat' }],
    });
  });

  it('accepts a menu colour only when white text stays readable on it', () => {
    expect(readableMenuColour('#2e7d17')).toBe(true);
    expect(readableMenuColour('#ffff00')).toBe(false);
  });

  it('the breed of the week: chosen, or the family in turn a week each (by id)', () => {
    const monday = new Date('2026-11-23T00:00:00Z');
    const sunday = new Date('2026-11-29T23:59:59Z');
    const next = new Date('2026-11-30T00:00:00Z');
    expect(weekNumber(monday)).toBe(weekNumber(sunday));
    expect(weekNumber(next)).toBe(weekNumber(monday) + 1);
    expect(breedOfTheWeek({ mode: 'chosen', chosen: 4 }, [1, 2], monday)).toBe(4);
    expect(breedOfTheWeek({ mode: 'weekly', chosen: 4 }, [], monday)).toBeNull();
    const ids = [30, 10, 20];
    const weeks = [
      monday,
      next,
      new Date('2026-12-07T00:00:00Z'),
      new Date('2026-12-14T00:00:00Z'),
    ];
    const picked = weeks.map((w) => breedOfTheWeek({ mode: 'weekly', chosen: null }, ids, w));
    expect(new Set(picked.slice(0, 3))).toEqual(new Set(ids));
    expect(picked[3]).toBe(picked[0]);
  });
});
