export { BREED_TEXT_SECTIONS, type BreedTextSection } from '../../db/schema/index.ts';
