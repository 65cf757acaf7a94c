import type { CategoryKey, FamilyKey } from './types.ts';

/** Families and categories of the demo site; ids 1 (dogs) and 2 (cats) are fixed. */
export const FAMILIES: {
  id: number;
  key: FamilyKey;
  name: string;
  pt: string;
  root: boolean;
}[] = [
  { id: 1, key: 'dogs', name: 'Dogs', pt: 'Cães', root: true },
  { id: 2, key: 'cats', name: 'Cats', pt: 'Gatos', root: true },
  { id: 3, key: 'birds', name: 'Birds', pt: 'Aves', root: false },
  { id: 4, key: 'fish', name: 'Fish', pt: 'Peixes', root: false },
  { id: 5, key: 'exotics', name: 'Exotics', pt: 'Exóticos', root: false },
];

export const CATEGORIES: {
  id: number;
  key: CategoryKey;
  name: string;
  pt: string;
  ptBR?: string;
}[] = [
  { id: 1, key: 'health', name: 'Health', pt: 'Saúde' },
  { id: 2, key: 'nutrition', name: 'Nutrition', pt: 'Alimentação' },
  {
    id: 3,
    key: 'behaviour',
    name: 'Behaviour & training',
    pt: 'Comportamento e treino',
    ptBR: 'Comportamento e adestramento',
  },
  { id: 4, key: 'care', name: 'Care & grooming', pt: 'Cuidados e higiene' },
  { id: 5, key: 'adoption', name: 'Adoption', pt: 'Adoção' },
  { id: 6, key: 'lifestyle', name: 'Lifestyle', pt: 'Estilo de vida' },
];

export const familyId = (key: FamilyKey): number => FAMILIES.find((f) => f.key === key)!.id;
export const categoryId = (key: CategoryKey): number => CATEGORIES.find((c) => c.key === key)!.id;
