// Over 300 lines on purpose: a table: one entry of drawing traits per breed.
/**
 * What a portrait needs to know about each breed that the breed data does not say in a form a
 * drawing can use (decision 050): build, ears, muzzle, skull, coat, pattern, tail, eyes. Read
 * from each breed's `specifics`, texts and colours in the demo pack; keyed by breed key. The
 * colours stay the breed's own (`colors`); `tint` says which of them plays which part.
 */

/** Body plans of dogs and cats: proportions of leg, body, chest and head. */
export type Build =
  | 'toy' // fine-boned, big domed head (Chihuahua, Yorkshire Terrier)
  | 'cobby' // compact, broad, short-legged (Pug, Bulldog, Persian)
  | 'square' // balanced, as long as tall (Labrador, Boxer)
  | 'heavy' // massive (mastiffs, Newfoundland)
  | 'lean' // deep chest, tucked waist, long legs (sighthounds, Siamese)
  | 'long-low' // long back, very short legs (Dachshund, Basset, Corgi)
  | 'low' // short legs, normal back (Scottish and West Highland terriers)
  | 'rangy'; // longer than tall, athletic (German Shepherd, Maine Coon)

export type Ears =
  | 'pricked'
  | 'semi-pricked'
  | 'folded' // button ears of terriers, the Scottish Fold's
  | 'drop'
  | 'pendant' // very long, low-set (Basset, Bloodhound)
  | 'feathered' // long with a fringe (spaniels, setters)
  | 'rose'
  | 'bat'
  | 'tufted' // lynx tips (Maine Coon)
  | 'large'; // very large, upright (Sphynx, Devon Rex, Savannah)

export type Muzzle = 'flat' | 'short' | 'medium' | 'long' | 'very-long';
export type Skull = 'domed' | 'round' | 'broad' | 'wedge' | 'egg';

export type Coat =
  | 'hairless'
  | 'smooth'
  | 'short'
  | 'feathered' // short body, fringes on ears, chest, belly, legs, tail (Golden, Setter)
  | 'long' // falls to the ground (Maltese, Yorkshire Terrier, Afghan)
  | 'fluffy' // stand-off double coat with a ruff (spitz, Persian)
  | 'wire'
  | 'curly'
  | 'shaggy'; // long, rough, covering the eyes (Old English Sheepdog)

export type Pattern =
  | 'solid'
  | 'bicolour' // white collar, chest, feet, blaze, tail tip
  | 'tricolour' // dark body, tan points, white chest and blaze (Bernese)
  | 'hound' // tan body, dark saddle, white legs and chest (Beagle)
  | 'tan-points' // dark body, tan muzzle, brows, chest, legs (Rottweiler)
  | 'saddle' // tan body, black saddle and muzzle (German Shepherd)
  | 'mask' // one colour, dark muzzle and ears
  | 'urajiro' // pale cheeks, throat, chest and belly (Akita, Shiba)
  | 'merle'
  | 'brindle'
  | 'spotted' // small spots (Dalmatian, Bengal, Egyptian Mau)
  | 'pied' // white with large patches, head coloured
  | 'ticked' // flecks (Abyssinian, German Shorthaired Pointer roan)
  | 'tabby'
  | 'colourpoint'
  | 'mitted' // colourpoint with white feet and chest (Ragdoll, Birman)
  | 'van'
  | 'tortoiseshell';

export type Tail =
  | 'curled' // over the back (Akita, Pug, spitz)
  | 'sickle'
  | 'otter'
  | 'bob'
  | 'plumed' // feathered, raised
  | 'whip' // long, thin, low (sighthounds)
  | 'ring' // long with a ring at the tip (Afghan)
  | 'saber' // low, bushy, slightly curved (German Shepherd, Collie)
  | 'pom' // thin with a pompom (clipped Poodle)
  | 'cat' // raised, long (cats)
  | 'brush' // raised, long and bushy (long-haired cats)
  | 'none';

export interface QuadrupedTraits {
  kind: 'dog' | 'cat' | 'ferret';
  build: Build;
  ears: Ears;
  muzzle: Muzzle;
  skull: Skull;
  coat: Coat;
  pattern: Pattern;
  tail: Tail;
  /** Eye colour; dark brown when absent. */
  eyes?: string;
  /** Which of the breed's colours is the main coat, the second and the third (default 0, 1, 2). */
  tint?: [number, number, number];
  /** Wrinkles on face and body (Pug, Bloodhound, Sphynx, Shar-pei). */
  wrinkles?: boolean;
  /** Hanging lips (mastiffs, Basset, Saint Bernard). */
  jowls?: boolean;
  /** A beard and eyebrows (wire terriers, Schnauzer, Portuguese Sheepdog). */
  beard?: boolean;
  /** A ridge of hair along the back (Rhodesian Ridgeback). */
  ridge?: boolean;
}

export interface BirdTraits {
  kind: 'bird';
  form: 'budgerigar' | 'cockatiel' | 'canary' | 'grey-parrot' | 'lovebird';
  tint?: [number, number, number];
}

export interface FishTraits {
  kind: 'fish';
  form: 'goldfish' | 'betta' | 'guppy' | 'tetra' | 'angelfish';
  tint?: [number, number, number];
}

export interface SmallPetTraits {
  kind: 'rabbit' | 'cavy' | 'gecko' | 'dragon';
  /** Rabbits: lop (hanging) ears. */
  lop?: boolean;
  pattern?: Pattern;
  tint?: [number, number, number];
}

export type BreedTraits = QuadrupedTraits | BirdTraits | FishTraits | SmallPetTraits;

type Extra = Partial<
  Omit<QuadrupedTraits, 'kind' | 'build' | 'ears' | 'muzzle' | 'coat' | 'pattern' | 'tail'>
>;

const dog = (
  build: Build,
  ears: Ears,
  muzzle: Muzzle,
  coat: Coat,
  pattern: Pattern,
  tail: Tail,
  extra: Extra = {},
): QuadrupedTraits => ({
  kind: 'dog',
  build,
  ears,
  muzzle,
  coat,
  pattern,
  tail,
  skull: extra.skull ?? (muzzle === 'flat' || muzzle === 'short' ? 'round' : 'broad'),
  ...extra,
});

const cat = (
  build: Build,
  ears: Ears,
  muzzle: Muzzle,
  coat: Coat,
  pattern: Pattern,
  eyes: string,
  extra: Extra & { tail?: Tail } = {},
): QuadrupedTraits => ({
  kind: 'cat',
  build,
  ears,
  muzzle,
  coat,
  pattern,
  eyes,
  tail: extra.tail ?? (coat === 'fluffy' || coat === 'long' ? 'brush' : 'cat'),
  skull: extra.skull ?? (muzzle === 'long' ? 'wedge' : 'round'),
  ...extra,
});

const BLUE = '#3f7fd0';
const AMBER = '#c98a1c';
const GREEN = '#6a9a2a';
const COPPER = '#c0661e';
const GOLD = '#d9a21b';

export const BREED_TRAITS: Record<string, BreedTraits> = {
  // ---- dogs ----
  'labrador-retriever': dog('square', 'drop', 'medium', 'short', 'solid', 'otter'),
  'golden-retriever': dog('square', 'drop', 'medium', 'feathered', 'solid', 'plumed'),
  'french-bulldog': dog('cobby', 'bat', 'flat', 'smooth', 'solid', 'bob', { wrinkles: true }),
  beagle: dog('square', 'drop', 'medium', 'short', 'hound', 'sickle', { tint: [1, 2, 0] }),
  'border-collie': dog('rangy', 'semi-pricked', 'medium', 'feathered', 'bicolour', 'saber', {
    skull: 'wedge',
  }),
  dachshund: dog('long-low', 'drop', 'long', 'smooth', 'tan-points', 'whip', {
    tint: [0, 2, 1],
    skull: 'wedge',
  }),
  'yorkshire-terrier': dog('toy', 'pricked', 'short', 'long', 'tan-points', 'plumed', {
    tint: [0, 1, 2],
  }),
  chihuahua: dog('toy', 'large', 'short', 'smooth', 'solid', 'sickle', { skull: 'domed' }),
  basenji: dog('square', 'pricked', 'medium', 'smooth', 'bicolour', 'curled', {
    skull: 'wedge',
    wrinkles: true,
  }),
  greyhound: dog('lean', 'rose', 'very-long', 'smooth', 'solid', 'whip', { skull: 'wedge' }),
  dalmatian: dog('square', 'drop', 'medium', 'smooth', 'spotted', 'whip'),
  'siberian-husky': dog('rangy', 'pricked', 'medium', 'fluffy', 'urajiro', 'sickle', {
    eyes: BLUE,
    tint: [0, 1, 2],
    skull: 'wedge',
  }),
  samoyed: dog('square', 'pricked', 'medium', 'fluffy', 'solid', 'curled', { skull: 'wedge' }),
  poodle: dog('square', 'drop', 'long', 'curly', 'solid', 'pom', { skull: 'wedge' }),
  boxer: dog('square', 'semi-pricked', 'flat', 'smooth', 'mask', 'bob', {
    tint: [0, 1, 2],
    jowls: true,
    skull: 'broad',
  }),
  rottweiler: dog('heavy', 'drop', 'medium', 'short', 'tan-points', 'otter', { tint: [0, 1, 2] }),
  bulldog: dog('cobby', 'rose', 'flat', 'smooth', 'pied', 'bob', {
    tint: [0, 1, 2],
    wrinkles: true,
    jowls: true,
  }),
  'cavalier-king-charles-spaniel': dog('toy', 'feathered', 'short', 'feathered', 'pied', 'plumed', {
    skull: 'round',
  }),
  'german-shepherd-dog': dog('rangy', 'pricked', 'long', 'short', 'saddle', 'saber', {
    tint: [2, 0, 1],
    skull: 'wedge',
  }),
  'portuguese-water-dog': dog('square', 'drop', 'medium', 'curly', 'bicolour', 'plumed', {
    tint: [0, 1, 2],
  }),
  'pembroke-welsh-corgi': dog('long-low', 'pricked', 'medium', 'short', 'bicolour', 'bob', {
    skull: 'wedge',
  }),
  'shih-tzu': dog('toy', 'feathered', 'flat', 'long', 'pied', 'plumed', { tint: [0, 1, 2] }),
  pug: dog('cobby', 'rose', 'flat', 'smooth', 'mask', 'curled', { wrinkles: true }),
  'doberman-pinscher': dog('lean', 'drop', 'long', 'smooth', 'tan-points', 'whip', {
    tint: [0, 1, 2],
    skull: 'wedge',
  }),
  'great-dane': dog('heavy', 'drop', 'long', 'smooth', 'mask', 'whip', {
    tint: [0, 1, 2],
    jowls: true,
  }),
  'english-cocker-spaniel': dog('square', 'feathered', 'medium', 'feathered', 'solid', 'bob', {
    skull: 'domed',
  }),
  'boston-terrier': dog('cobby', 'bat', 'flat', 'smooth', 'bicolour', 'bob', { tint: [0, 1, 2] }),
  maltese: dog('toy', 'feathered', 'short', 'long', 'solid', 'plumed'),
  pomeranian: dog('toy', 'pricked', 'short', 'fluffy', 'solid', 'curled'),
  'shetland-sheepdog': dog('square', 'semi-pricked', 'long', 'fluffy', 'tricolour', 'saber', {
    tint: [0, 2, 1],
    skull: 'wedge',
  }),
  'jack-russell-terrier': dog('low', 'folded', 'medium', 'short', 'pied', 'sickle', {
    tint: [0, 1, 2],
  }),
  'west-highland-white-terrier': dog('low', 'pricked', 'short', 'wire', 'solid', 'sickle', {
    beard: true,
  }),
  'bichon-frise': dog('toy', 'drop', 'short', 'curly', 'solid', 'plumed', { skull: 'round' }),
  akita: dog('heavy', 'pricked', 'medium', 'fluffy', 'urajiro', 'curled', { tint: [0, 1, 2] }),
  'shiba-inu': dog('square', 'pricked', 'medium', 'fluffy', 'urajiro', 'curled', {
    tint: [0, 1, 2],
    skull: 'wedge',
  }),
  'chow-chow': dog('cobby', 'pricked', 'short', 'fluffy', 'solid', 'curled', { skull: 'broad' }),
  'bernese-mountain-dog': dog('heavy', 'drop', 'medium', 'feathered', 'tricolour', 'saber', {
    tint: [0, 1, 2],
  }),
  'australian-shepherd': dog('square', 'semi-pricked', 'medium', 'feathered', 'merle', 'bob', {
    tint: [0, 1, 2],
    eyes: BLUE,
  }),
  'saint-bernard': dog('heavy', 'drop', 'short', 'short', 'pied', 'saber', {
    tint: [0, 1, 2],
    jowls: true,
  }),
  newfoundland: dog('heavy', 'drop', 'short', 'fluffy', 'solid', 'saber', { jowls: true }),
  'irish-setter': dog('lean', 'feathered', 'long', 'feathered', 'solid', 'plumed', {
    skull: 'wedge',
  }),
  weimaraner: dog('lean', 'drop', 'long', 'smooth', 'solid', 'bob', { eyes: AMBER }),
  vizsla: dog('lean', 'drop', 'long', 'smooth', 'solid', 'whip', { eyes: AMBER }),
  'german-shorthaired-pointer': dog('lean', 'drop', 'long', 'smooth', 'ticked', 'bob', {
    tint: [0, 1, 2],
  }),
  whippet: dog('lean', 'rose', 'very-long', 'smooth', 'bicolour', 'whip', { skull: 'wedge' }),
  'italian-greyhound': dog('lean', 'rose', 'very-long', 'smooth', 'solid', 'whip', {
    skull: 'wedge',
  }),
  'bull-terrier': dog('square', 'pricked', 'long', 'smooth', 'solid', 'whip', { skull: 'egg' }),
  'staffordshire-bull-terrier': dog('cobby', 'rose', 'short', 'smooth', 'bicolour', 'whip', {
    skull: 'broad',
  }),
  'miniature-schnauzer': dog('square', 'folded', 'medium', 'wire', 'solid', 'bob', {
    beard: true,
    tint: [0, 1, 2],
  }),
  'scottish-terrier': dog('low', 'pricked', 'long', 'wire', 'solid', 'sickle', { beard: true }),
  bloodhound: dog('heavy', 'pendant', 'long', 'short', 'saddle', 'saber', {
    tint: [1, 0, 2],
    wrinkles: true,
    jowls: true,
  }),
  'basset-hound': dog('long-low', 'pendant', 'long', 'short', 'hound', 'sickle', {
    tint: [2, 0, 1],
    jowls: true,
    wrinkles: true,
  }),
  'afghan-hound': dog('lean', 'feathered', 'very-long', 'long', 'mask', 'ring', {
    tint: [0, 2, 1],
    skull: 'wedge',
  }),
  'alaskan-malamute': dog('heavy', 'pricked', 'medium', 'fluffy', 'urajiro', 'plumed', {
    tint: [0, 1, 2],
  }),
  'estrela-mountain-dog': dog('heavy', 'rose', 'medium', 'feathered', 'mask', 'saber', {
    tint: [0, 1, 2],
  }),
  'rhodesian-ridgeback': dog('rangy', 'drop', 'long', 'smooth', 'solid', 'whip', { ridge: true }),
  papillon: dog('toy', 'large', 'short', 'long', 'pied', 'plumed', { tint: [0, 1, 2] }),
  havanese: dog('toy', 'feathered', 'short', 'long', 'solid', 'plumed', { tint: [1, 0, 2] }),
  'lhasa-apso': dog('low', 'feathered', 'short', 'long', 'solid', 'plumed', { tint: [0, 1, 2] }),
  'english-springer-spaniel': dog('square', 'feathered', 'medium', 'feathered', 'pied', 'bob', {
    tint: [0, 1, 2],
  }),
  'border-terrier': dog('square', 'folded', 'short', 'wire', 'solid', 'sickle', { beard: true }),
  'cane-corso': dog('heavy', 'drop', 'short', 'smooth', 'solid', 'whip', {
    jowls: true,
    eyes: AMBER,
  }),
  bullmastiff: dog('heavy', 'drop', 'flat', 'short', 'mask', 'whip', {
    tint: [0, 2, 1],
    jowls: true,
    wrinkles: true,
  }),
  'rough-collie': dog('rangy', 'semi-pricked', 'very-long', 'fluffy', 'bicolour', 'saber', {
    skull: 'wedge',
  }),
  'old-english-sheepdog': dog('heavy', 'drop', 'short', 'shaggy', 'bicolour', 'bob', {
    tint: [0, 1, 2],
  }),
  'portuguese-podengo': dog('square', 'large', 'long', 'smooth', 'bicolour', 'sickle', {
    skull: 'wedge',
  }),
  'cao-da-serra-de-aires': dog('rangy', 'semi-pricked', 'medium', 'shaggy', 'solid', 'saber', {
    beard: true,
  }),
  'fila-brasileiro': dog('heavy', 'drop', 'medium', 'smooth', 'mask', 'saber', {
    tint: [0, 2, 1],
    jowls: true,
    wrinkles: true,
  }),
  'brazilian-terrier': dog('square', 'folded', 'medium', 'smooth', 'pied', 'bob', {
    tint: [0, 1, 2],
    skull: 'wedge',
  }),
  'belgian-malinois': dog('rangy', 'pricked', 'long', 'short', 'mask', 'saber', {
    tint: [0, 1, 2],
    skull: 'wedge',
  }),
  'irish-wolfhound': dog('lean', 'rose', 'long', 'wire', 'solid', 'whip', { beard: true }),

  // ---- cats ----
  persian: cat('cobby', 'folded', 'flat', 'fluffy', 'solid', COPPER, { tint: [0, 1, 2] }),
  'maine-coon': cat('rangy', 'tufted', 'medium', 'fluffy', 'tabby', GOLD, { tint: [1, 0, 2] }),
  siamese: cat('lean', 'large', 'long', 'smooth', 'colourpoint', BLUE),
  'british-shorthair': cat('cobby', 'pricked', 'short', 'short', 'solid', COPPER),
  ragdoll: cat('rangy', 'pricked', 'medium', 'fluffy', 'mitted', BLUE),
  bengal: cat('rangy', 'pricked', 'medium', 'smooth', 'spotted', GREEN),
  sphynx: cat('square', 'large', 'medium', 'hairless', 'solid', GREEN, { wrinkles: true }),
  abyssinian: cat('lean', 'large', 'medium', 'short', 'ticked', GOLD),
  'scottish-fold': cat('cobby', 'folded', 'short', 'short', 'solid', COPPER),
  'russian-blue': cat('square', 'pricked', 'medium', 'short', 'solid', GREEN),
  'norwegian-forest-cat': cat('rangy', 'tufted', 'medium', 'fluffy', 'tabby', GREEN, {
    tint: [0, 2, 1],
  }),
  birman: cat('square', 'pricked', 'medium', 'fluffy', 'mitted', BLUE),
  'devon-rex': cat('lean', 'large', 'short', 'curly', 'solid', GOLD),
  'cornish-rex': cat('lean', 'large', 'long', 'curly', 'solid', GOLD, { tint: [0, 1, 2] }),
  'exotic-shorthair': cat('cobby', 'folded', 'flat', 'short', 'tabby', COPPER, {
    tint: [0, 2, 1],
  }),
  burmese: cat('square', 'pricked', 'short', 'smooth', 'solid', GOLD),
  'oriental-shorthair': cat('lean', 'large', 'long', 'smooth', 'solid', GREEN),
  siberian: cat('rangy', 'tufted', 'medium', 'fluffy', 'tabby', GREEN, { tint: [1, 0, 2] }),
  'american-shorthair': cat('square', 'pricked', 'medium', 'short', 'tabby', GOLD),
  'turkish-angora': cat('lean', 'pricked', 'medium', 'fluffy', 'solid', BLUE),
  'turkish-van': cat('rangy', 'pricked', 'medium', 'fluffy', 'van', AMBER),
  'egyptian-mau': cat('lean', 'pricked', 'medium', 'short', 'spotted', GREEN),
  chartreux: cat('cobby', 'pricked', 'short', 'short', 'solid', COPPER),
  savannah: cat('lean', 'large', 'medium', 'short', 'spotted', GOLD, { tint: [0, 1, 2] }),
  tonkinese: cat('square', 'pricked', 'medium', 'smooth', 'colourpoint', '#4fb3b0', {
    tint: [1, 2, 0],
  }),
  balinese: cat('lean', 'large', 'long', 'fluffy', 'colourpoint', BLUE, { tint: [0, 1, 2] }),
  manx: cat('cobby', 'pricked', 'medium', 'short', 'tabby', GOLD, { tail: 'none' }),
  somali: cat('lean', 'large', 'medium', 'fluffy', 'ticked', GOLD),
  ocicat: cat('rangy', 'pricked', 'medium', 'short', 'spotted', GOLD),
  'selkirk-rex': cat('cobby', 'pricked', 'short', 'curly', 'solid', COPPER, { tint: [0, 1, 2] }),

  // ---- birds ----
  budgerigar: { kind: 'bird', form: 'budgerigar' },
  cockatiel: { kind: 'bird', form: 'cockatiel' },
  canary: { kind: 'bird', form: 'canary' },
  'african-grey-parrot': { kind: 'bird', form: 'grey-parrot' },
  'rosy-faced-lovebird': { kind: 'bird', form: 'lovebird' },

  // ---- fish ----
  goldfish: { kind: 'fish', form: 'goldfish' },
  'siamese-fighting-fish': { kind: 'fish', form: 'betta' },
  guppy: { kind: 'fish', form: 'guppy' },
  'neon-tetra': { kind: 'fish', form: 'tetra' },
  'freshwater-angelfish': { kind: 'fish', form: 'angelfish' },

  // ---- small pets and reptiles ----
  'holland-lop-rabbit': { kind: 'rabbit', lop: true, pattern: 'bicolour' },
  'guinea-pig': { kind: 'cavy', pattern: 'pied' },
  'leopard-gecko': { kind: 'gecko', pattern: 'spotted' },
  'central-bearded-dragon': { kind: 'dragon' },
  ferret: {
    kind: 'ferret',
    build: 'long-low',
    ears: 'folded',
    muzzle: 'short',
    skull: 'round',
    coat: 'short',
    pattern: 'mask',
    tail: 'whip',
    tint: [0, 2, 1],
  },
};

/** Traits for a key with no row (a breed added in the studio): the family's plain animal. */
export function genericTraits(family: string): BreedTraits {
  switch (family) {
    case 'cats':
      return cat('square', 'pricked', 'medium', 'short', 'solid', GOLD);
    case 'birds':
      return { kind: 'bird', form: 'budgerigar' };
    case 'fish':
      return { kind: 'fish', form: 'goldfish' };
    case 'exotics':
      return { kind: 'rabbit' };
    default:
      return dog('square', 'drop', 'medium', 'short', 'solid', 'sickle');
  }
}
