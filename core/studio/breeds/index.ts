import type { Db } from '../../../db/client.ts';
import type { BreedInput, CategoryInput, FamilyInput } from '../../breeds/breed-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { Locale } from '../../site/locale.ts';
import { guarded, type Actor } from '../operations.ts';
import { readCategories, updateCategory } from './categories.ts';
import { readFamilies, updateFamily, type FamilySaveResult } from './families.ts';
import { breedChoices, listBreeds, type BreedListQuery } from './list-breeds.ts';
import { readBreed, type BreedSaveResult } from './read-breed.ts';
import { removeBreed } from './remove-breed.ts';
import { createBreed, updateBreed } from './save-breed.ts';

/**
 * Breeds, families and categories in the studio (docs/decisions/042). Every change is
 * one transaction with its audit entry; a breed or family save names the revision it was loaded
 * at and is refused when another save came first; after the commit every public page is purged
 * (breed lists, profiles, details, menus and search all show breeds).
 */
export function createBreedServices(db: Db, purge: PurgeBus, locale: Locale) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };

  return guarded(
    'studioBreeds',
    {
      list: null,
      get: null,
      choices: null,
      families: null,
      categories: null,
      create: 'breeds.edit',
      update: 'breeds.edit',
      remove: 'breeds.edit',
      saveFamily: 'breeds.edit',
      saveCategory: 'breeds.edit',
    },
    {
      list: (query: BreedListQuery) => listBreeds(db, query),
      get: (idBreed: number) => readBreed(db, idBreed),
      choices: () => breedChoices(db),
      families: () => readFamilies(db, locale),
      categories: () => readCategories(db, locale),

      async create(actor: Actor, input: BreedInput): Promise<BreedSaveResult> {
        const result = await createBreed(db, actor, input);
        return result.ok ? done(result) : result;
      },

      async update(
        actor: Actor,
        idBreed: number,
        revision: number,
        input: BreedInput,
      ): Promise<BreedSaveResult> {
        const result = await updateBreed(db, actor, idBreed, revision, input);
        return result.ok ? done(result) : result;
      },

      async remove(actor: Actor, idBreed: number): Promise<boolean> {
        const removed = await removeBreed(db, actor, idBreed);
        return removed && done(true);
      },

      async saveFamily(
        actor: Actor,
        idFamily: number,
        input: FamilyInput,
      ): Promise<FamilySaveResult> {
        const result = await updateFamily(db, locale, actor, idFamily, input);
        return result.ok ? done(result) : result;
      },

      async saveCategory(actor: Actor, idCategory: number, input: CategoryInput): Promise<boolean> {
        const saved = await updateCategory(db, locale, actor, idCategory, input);
        return saved && done(true);
      },
    },
  );
}

export type BreedServices = ReturnType<typeof createBreedServices>;
