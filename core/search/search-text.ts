/** What search reads of a breed: its names, where it comes from and what kind it is. */
export function breedSearchText(breed: {
  name: string;
  synonyms: string[];
  origin: string;
  raceType: string;
}): string {
  return [breed.name, ...breed.synonyms, breed.origin, breed.raceType].join(' ');
}
