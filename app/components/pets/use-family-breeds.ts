import { useEffect, useState } from 'react';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { getJson } from '../../lib/api.ts';

/**
 * The breeds of the chosen family, fetched when the family changes; `initial` are those of the
 * family the form starts with (from the loader).
 */
export function useFamilyBreeds(idFamily: string, startFamily: string, initial: BreedListItem[]) {
  const [breeds, setBreeds] = useState({ idFamily: startFamily, list: initial });
  useEffect(() => {
    if (!idFamily || idFamily === breeds.idFamily) return;
    const controller = new AbortController();
    getJson<BreedListItem[]>(`/api/breeds/list/${idFamily}`, { signal: controller.signal })
      .then((list) => setBreeds({ idFamily, list }))
      .catch(() => {
        if (!controller.signal.aborted) setBreeds({ idFamily, list: [] });
      });
    return () => controller.abort();
  }, [idFamily, breeds.idFamily]);
  const loading = idFamily !== '' && breeds.idFamily !== idFamily;
  return { list: breeds.list, loading };
}
