import type { SeedAuthor } from './types';

export const authors: SeedAuthor[] = [
  {
    key: 'ana-ribeiro',
    name: 'Ana Ribeiro',
    occupation: 'Veterinarian, small animal practice',
    biography:
      'Ana qualified in veterinary medicine in Lisbon and has spent fifteen years in first-opinion small animal practice, where arthritic Labradors, itchy terriers and anxious rabbits make up most of her week. She has a particular interest in preventive care and in explaining to owners what is happening to their animal, and why. At home she shares a sofa with a retired Greyhound and a one-eyed tabby.',
  },
  {
    key: 'tom-hargreaves',
    name: 'Tom Hargreaves',
    occupation: 'Dog trainer and behaviourist',
    biography:
      'Tom ran group puppy classes in Yorkshire for a decade before moving into one-to-one behaviour work with reactive and fearful dogs. He teaches with food, play and patience, and is happiest proving that an "impossible" puller can learn to walk on a loose lead. His own Border Collie, Moss, is a useful reminder that trainers do not always get it right first time.',
  },
  {
    key: 'marta-sousa',
    name: 'Marta Sousa',
    occupation: 'Feline behaviour consultant',
    biography:
      "Marta studied animal behaviour in Porto and now helps households where the cat is scratching the furniture, avoiding the litter tray or at war with the new arrival. Much of her work is about reading the home from a cat's point of view: resources, routes and places to hide. She lives with three rescue cats who tolerate her more or less graciously.",
  },
  {
    key: 'lucas-ferreira',
    name: 'Lucas Ferreira',
    occupation: 'Veterinary nutritionist',
    biography:
      'Lucas worked in mixed practice before specialising in clinical nutrition, and now designs diets for pets with kidney disease, food allergies and weight problems. He enjoys translating feeding guidelines, ingredient lists and the latest fashion in pet food into plain advice. He is unconvinced by most superfoods and very convinced by kitchen scales.',
  },
  {
    key: 'emily-clarke',
    name: 'Emily Clarke',
    occupation: 'Editor',
    biography:
      'Emily edits Pawpedia and makes sure every article is checked by someone who has actually done what it describes. Her own household includes a pair of budgies, a planted community aquarium and a bearded dragon called Sergeant Pepper, which between them have taught her more about lighting, water chemistry and patience than any book. She writes mainly about birds, fish, reptiles and life with pets in general.',
  },
];
