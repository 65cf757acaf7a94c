import { describe, expect, it } from 'vitest';
import { isRealDate, latestBirthDate, parsePetFields } from './pet-rules.ts';

const now = new Date('2024-06-15T12:00:00Z');

describe('parsePetFields', () => {
  it('accepts a complete pet and trims the name', () => {
    expect(
      parsePetFields(
        { name: '  Rex ', id_family: '1', id_breed: '12', birth_date: '2020-02-29' },
        now,
      ),
    ).toEqual({
      ok: true,
      value: { name: 'Rex', idFamily: 1, idBreed: 12, birthDate: '2020-02-29' },
    });
  });

  it('leaves breed and birth date optional', () => {
    expect(
      parsePetFields({ name: 'Rex', id_family: '2', id_breed: '', birth_date: '' }, now),
    ).toEqual({
      ok: true,
      value: { name: 'Rex', idFamily: 2, idBreed: null, birthDate: null },
    });
  });

  it('names every bad field', () => {
    const result = parsePetFields(
      { name: ' ', id_family: 'dogs', id_breed: '1x', birth_date: '2023-02-30' },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: ['pets.errors.name_required'],
        id_family: ['pets.errors.family_invalid'],
        id_breed: ['pets.errors.breed_invalid'],
        birth_date: ['pets.errors.birth_date_invalid'],
      },
    });
  });

  it('refuses names over 60 characters and dates in the future or before 1900', () => {
    const long = parsePetFields({ name: 'x'.repeat(61), id_family: '1' }, now);
    expect(long.ok ? null : long.errors.name).toEqual(['pets.errors.name_too_long']);
    expect(parsePetFields({ name: 'x'.repeat(60), id_family: '1' }, now).ok).toBe(true);
    const future = parsePetFields({ name: 'Rex', id_family: '1', birth_date: '2024-06-17' }, now);
    expect(future.ok ? null : future.errors.birth_date).toEqual(['pets.errors.birth_date_future']);
    const old = parsePetFields({ name: 'Rex', id_family: '1', birth_date: '1899-12-31' }, now);
    expect(old.ok ? null : old.errors.birth_date).toEqual(['pets.errors.birth_date_invalid']);
  });
});

describe('dates', () => {
  it('knows real calendar days', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2023-13-01')).toBe(false);
    expect(isRealDate('2023-1-01')).toBe(false);
  });

  it('accepts today anywhere on Earth', () => {
    expect(latestBirthDate(new Date('2024-06-15T12:00:00Z'))).toBe('2024-06-16');
    expect(latestBirthDate(new Date('2024-06-15T08:00:00Z'))).toBe('2024-06-15');
  });
});
