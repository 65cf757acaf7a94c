import type { SeedBreed } from './types';

/**
 * Birds, fish and exotic pets. For these, `height` is body length in cm (total length for birds
 * and lizards, standard length for fish, head and body for mammals) and the attributes are read as:
 * size relative to pets in general, climate = temperature they need, grooming = care effort,
 * training = how hard they are to tame or train.
 */
export const otherBreeds: SeedBreed[] = [
  {
    key: 'budgerigar',
    family: 'birds',
    name: 'Budgerigar',
    synonyms: ['Budgie', 'Common parakeet', 'Shell parakeet'],
    origin: 'Australia',
    dateOrigin: 'Bred in Europe since the 1850s',
    raceType: 'Parakeet',
    utilizations: 'Companion bird, aviary bird, exhibition',
    abstract:
      "The world's most popular pet parrot: a small, chattering Australian flock bird that needs company, flying space and more than a seed diet.",
    lifespan: { min: 5, max: 10 },
    measures: {
      male: { weight: { min: 0.03, max: 0.045 }, height: { min: 18, max: 23 } },
      female: { weight: { min: 0.03, max: 0.045 }, height: { min: 18, max: 23 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Melopsittacus undulatus' },
      {
        attribute: 'Sexing',
        value: 'Adult males usually have a blue cere, females beige to brown',
      },
      { attribute: 'Social needs', value: 'Flock bird; keep at least two' },
      { attribute: 'Diet', value: 'Seed mix or pellets plus daily greens and vegetables' },
      { attribute: 'Talking', value: 'Males can learn large vocabularies' },
    ],
    texts: {
      description: `The budgerigar, or budgie, is the world's most popular pet parrot and one of the most widely kept pets of any kind. A small, long-tailed parakeet native to the dry interior of Australia, it lives there in nomadic flocks that can number in the thousands, following rain and seeding grasses across the outback.

Wild budgies are green and yellow with black scalloping on the head, back and wings, the wavy pattern reflected in the species name undulatus. Since the first birds were brought to Britain by the naturalist John Gould in 1840, captive breeding has produced dozens of colour mutations, including blue, white, yellow, grey, violet and pied, as well as a larger exhibition type, the English or show budgerigar, with a bigger head and fluffier plumage.

Budgies are cheap to buy but not trivial to keep well. They need a companion, ideally another budgie, a cage long enough for flight, daily time out in a safe room and a varied diet that includes fresh greens rather than seed alone.`,
      temper: `Budgies are cheerful, active and chatty birds that spend much of the day chirping, warbling and playing with toys and mirrors. A hand-tamed budgie can become very attached to its owner, and males in particular are gifted mimics: some learn hundreds of words and phrases.

They are also easily frightened by sudden movements and need patience to tame. Pairs are less likely to talk but far more natural and content, and with slow, gentle work most paired budgies can still be taught to step onto a finger.`,
      species: `The budgerigar, Melopsittacus undulatus, is the only species in its genus and belongs to the Old World parrot family, Psittaculidae. It is adapted to the arid grasslands and scrub of inland Australia, where it feeds mainly on the seeds of grasses, often on the ground, and can go long periods on little water, drinking at dawn and dusk.

Budgies breed opportunistically after rain, nesting in tree hollows, logs and fence posts. The hen lays four to six eggs and incubates them for about 18 days, and the chicks fledge at around five weeks. Adult males usually have a blue cere, the bare patch above the beak, while hens have a beige to brown cere that darkens in breeding condition. Like many birds, budgies see ultraviolet light, and the yellow feathers of the crown fluoresce under UV, a signal that plays a part in choosing a mate.`,
    },
    colors: ['#7cc242', '#f6e33b', '#1f1f1f'],
  },
  {
    key: 'cockatiel',
    family: 'birds',
    name: 'Cockatiel',
    synonyms: ['Tiel', 'Quarrion', 'Weero'],
    origin: 'Australia',
    dateOrigin: 'Kept in Europe since the 1840s',
    raceType: 'Cockatoo',
    utilizations: 'Companion bird, aviary bird',
    abstract:
      'The smallest cockatoo: a gentle, crested, whistling companion that lives for decades and loves head scratches.',
    lifespan: { min: 15, max: 25 },
    measures: {
      male: { weight: { min: 0.08, max: 0.12 }, height: { min: 30, max: 33 } },
      female: { weight: { min: 0.08, max: 0.12 }, height: { min: 30, max: 33 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Nymphicus hollandicus' },
      {
        attribute: 'Sexing',
        value: 'Adult males have a bright yellow face; females barred tail feathers',
      },
      { attribute: 'Talking', value: 'Males whistle tunes well; a few learn words' },
      { attribute: 'Powder down', value: 'Produces feather dust that can affect allergic people' },
      { attribute: 'Common mutations', value: 'Lutino, pied, pearl, cinnamon, whiteface' },
    ],
    texts: {
      description: `The cockatiel is the smallest member of the cockatoo family and one of the most popular companion birds. It is a slender, long-tailed bird about 30 to 33 centimetres long, with an expressive crest that rises when it is curious or alarmed and flattens when it is defensive, bright orange cheek patches and a gentle manner.

Wild cockatiels are grey, with white wing patches; adult males have a bright yellow face, while females and young birds have duller faces and barred undersides to the tail. In captivity, breeders have produced many colour mutations, including lutino (white and yellow), pied, pearl, cinnamon and whiteface.

Cockatiels live a long time for small birds, often twenty years or more, and they need daily interaction, time out of the cage and a varied diet of quality pellets, some seed, vegetables and greens. Like all cockatoos, they produce powder down, a fine dust from special feathers that can bother people with allergies and needs regular cleaning up.`,
      temper: `Cockatiels are affectionate, gentle and sociable. Hand-reared birds usually love sitting on shoulders, having their heads scratched and staying close to their people throughout the day. They are far quieter than the large parrots, but they do call loudly when they want company.

Males are the better whistlers and pick up tunes readily, and some learn a few words. Cockatiels are easily startled, particularly at night, and some suffer night frights, thrashing about the cage in the dark; a small night light and a quiet room help.`,
      species: `The cockatiel, Nymphicus hollandicus, is the only species in its genus and the smallest member of the cockatoo family, Cacatuidae, to which it belongs despite its long tail and slim build. It is native to the interior of Australia, where it lives in open, arid and semi-arid country, usually near water, and is nomadic, travelling in flocks in search of seeds.

Cockatiels nest in tree hollows after rain, laying four to seven eggs that both parents incubate, the male by day and the female by night, for around 18 to 21 days. Their crest is movable and used in communication, as in all cockatoos. Like other cockatoos, they lack the feather structure that produces blue and green colour in most parrots, which is why there is no blue cockatiel.`,
    },
    colors: ['#8f8f8f', '#f6d94a', '#e8803a'],
  },
  {
    key: 'canary',
    family: 'birds',
    name: 'Canary',
    synonyms: ['Domestic canary', 'Canary bird'],
    origin: 'Canary Islands, Madeira and the Azores',
    dateOrigin: '15th-16th century',
    raceType: 'Finch',
    utilizations: 'Song bird, aviary bird, exhibition',
    abstract:
      'The classic songbird of the home, bred for five centuries for its voice, its colour and its shape.',
    lifespan: { min: 8, max: 12 },
    measures: {
      male: { weight: { min: 0.015, max: 0.03 }, height: { min: 11, max: 20 } },
      female: { weight: { min: 0.015, max: 0.03 }, height: { min: 11, max: 20 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Serinus canaria domestica' },
      { attribute: 'Breed groups', value: 'Song, colour and type (posture) canaries' },
      { attribute: 'Song', value: 'Males sing; females rarely' },
      {
        attribute: 'Size range',
        value: 'From about 11 cm (Fife Fancy) to over 20 cm (Lancashire)',
      },
      { attribute: 'Handling', value: 'Best enjoyed in a flight cage or aviary, not handled' },
    ],
    texts: {
      description: `The domestic canary is the classic songbird of the home, kept for its song, its colours and its shapes for more than five centuries. It descends from the wild Atlantic canary of the Canary Islands, Madeira and the Azores, a small greenish-yellow finch brought to Europe by Spanish sailors after the conquest of the islands in the fifteenth century.

Canary fanciers traditionally divide their birds into three groups. Song canaries, such as the German Roller, the Waterslager and the Spanish Timbrado, are bred for their voices. Colour canaries are bred for plumage, from classic yellow to red factor birds, whose red ground colour was introduced in the twentieth century by crossing with the South American red siskin and is maintained with colour feeding. Type or posture canaries, such as the Border, the crested Gloster and the Norwich, are bred for shape and feathering.

Canaries are not cuddly pets. They rarely enjoy being handled and are happiest in a spacious flight cage or aviary with room to fly from perch to perch.`,
      temper: `Canaries are gentle, lively and somewhat shy birds that prefer watching people to being handled. Males sing, above all in spring, and many sing more when kept as single birds within sight and sound of their owners; females chirp and call but rarely produce a full song.

They can be territorial in a confined space, so males should not share small cages, but in a large aviary they usually live peacefully with other small, gentle finches. A quiet routine and a regular rhythm of day and night keep them healthy and singing.`,
      species: `The domestic canary is Serinus canaria domestica, the domesticated form of the Atlantic canary, Serinus canaria, a small finch of the family Fringillidae. Wild birds are streaked greenish-yellow and brown and live in woodland edges, orchards and gardens on the Canary Islands, Madeira and the Azores, feeding on seeds, buds and small insects.

The male's song is learned: young birds develop it by listening to adult tutors, which is why breeders of song canaries house young males with accomplished singers. In the 1980s researchers discovered that the song-control regions of the canary brain produce new neurons each season, a finding that helped overturn the belief that adult brains cannot grow new nerve cells. Canaries' sensitivity to toxic gases also made them the early-warning birds of coal mines, a role they filled in Britain until 1986.`,
    },
    colors: ['#f7d93a', '#f2c200', '#9aa04a'],
  },
  {
    key: 'african-grey-parrot',
    family: 'birds',
    name: 'African Grey Parrot',
    synonyms: ['Grey parrot', 'Congo African grey', 'Congo grey'],
    origin: 'West and Central Africa',
    dateOrigin: 'Kept as a pet since antiquity',
    raceType: 'Parrot',
    utilizations: 'Companion bird',
    abstract:
      'The most accomplished talking bird and one of the most intelligent animals known: a sensitive, long-lived companion that needs decades of commitment.',
    lifespan: { min: 40, max: 60 },
    measures: {
      male: { weight: { min: 0.4, max: 0.55 }, height: { min: 30, max: 35 } },
      female: { weight: { min: 0.4, max: 0.55 }, height: { min: 30, max: 35 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'moderate',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Psittacus erithacus' },
      { attribute: 'Conservation', value: 'Endangered (IUCN); CITES Appendix I since 2017' },
      { attribute: 'Talking ability', value: 'Exceptional; can use words meaningfully' },
      { attribute: 'Daily needs', value: 'Several hours of interaction and out-of-cage time' },
      { attribute: 'Common problem', value: 'Feather plucking when stressed or bored' },
    ],
    texts: {
      description: `The African grey parrot is the most famous talking bird in the world and one of the most intelligent animals studied by science. It is a medium-sized, stocky parrot with soft grey plumage scalloped with paler edges, a bare white face around pale yellow eyes, a black beak and a short, bright scarlet tail.

Greys are extraordinary mimics, able to reproduce words, household sounds and individual voices with uncanny accuracy, and research has shown they can also learn to use words meaningfully. They are demanding companions, though: they live for decades, need several hours of interaction and time out of the cage every day, and can develop feather plucking and other stress behaviours when bored or insecure.

The wild population has collapsed because of trapping for the pet trade and loss of habitat. The species was listed as Endangered by the IUCN in 2016, and international commercial trade in wild-caught birds has been banned under CITES since 2017. Anyone wanting a grey should choose a documented captive-bred bird or adopt one from a parrot rescue.`,
      temper: `African greys are sensitive, observant and thoughtful birds. They often take time to accept new people, objects and routines, and many bond strongly with one person. Once settled, they are affectionate and playful, but they dislike sudden change and can become fearful or start plucking their feathers if stressed.

Greys need mental work as much as food: foraging toys, new things to shred, training sessions and conversation. Their beaks are powerful and they are less cuddly than cockatoos, but for a patient owner who can commit for decades they are remarkable companions.`,
      species: `The grey parrot, Psittacus erithacus, belongs to the African and New World parrot family, Psittacidae, and is native to the lowland rainforests and forest edges of West and Central Africa, from south-eastern Côte d'Ivoire to western Kenya and Tanzania. Its close relative the Timneh parrot (Psittacus timneh), which is smaller and darker, with a maroon tail and a horn-coloured upper beak, lives further west and is now treated as a separate species.

In the wild, greys roost in large, noisy communal flocks and feed on seeds, nuts, fruit and flowers, including oil-palm fruit, and some populations visit clay licks to eat soil. They nest in tree cavities, laying three to five eggs. Their cognitive abilities are well documented: Alex, a grey studied by Irene Pepperberg for some thirty years, learned to name objects, colours, shapes and materials and to answer questions about quantity.`,
    },
    colors: ['#8c9096', '#c9ccd0', '#c8102e'],
  },
  {
    key: 'rosy-faced-lovebird',
    family: 'birds',
    name: 'Rosy-faced Lovebird',
    synonyms: ['Peach-faced lovebird', 'Rosy-collared lovebird'],
    origin: 'South-western Africa (Namibia, southern Angola, north-western South Africa)',
    dateOrigin: 'Described in 1818; kept in Europe since the 19th century',
    raceType: 'Lovebird (parrot)',
    utilizations: 'Companion bird, aviary bird',
    abstract:
      'A small, bold, rose-faced parrot named for its devoted pair bonds, with far more attitude than its size suggests.',
    lifespan: { min: 10, max: 15 },
    measures: {
      male: { weight: { min: 0.046, max: 0.063 }, height: { min: 17, max: 18 } },
      female: { weight: { min: 0.046, max: 0.063 }, height: { min: 17, max: 18 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Agapornis roseicollis' },
      { attribute: 'Sexing', value: 'Sexes look alike; DNA sexing needed' },
      { attribute: 'Voice', value: 'Loud, shrill chatter' },
      { attribute: 'Housing', value: 'Not with other small bird species' },
      { attribute: 'Common mutations', value: 'Lutino, pied, dutch blue, violet' },
    ],
    texts: {
      description: `The rosy-faced lovebird, also called the peach-faced lovebird, is a small, stocky parrot with a short tail, bright green plumage, a blue rump and a rose-pink face and throat. It is the most commonly kept of the nine lovebird species and one of the most popular small parrots, bred in a wide range of colour mutations such as lutino, pied, dutch blue and violet.

Lovebirds are named for the strong pair bonds they form, and mates spend much of the day preening and feeding each other. That does not mean a single lovebird will die of loneliness, as is often claimed, but they are intensely social birds that need either a companion or a great deal of daily attention from their owner.

They are energetic chewers, and their small size hides a bold, sometimes bossy personality. A roomy cage, plenty of wooden and paper toys to destroy, supervised time out of the cage and a diet of pellets, seeds and fresh vegetables keep them healthy.`,
      temper: `Rosy-faced lovebirds are lively, curious and confident, with a loud, shrill chatter. Hand-reared birds kept singly can become very affectionate with their owners, riding on shoulders and hiding in shirt pockets, while birds kept in pairs focus on each other and are harder to handle.

They can be territorial, especially hens in breeding condition, and may nip. They should not share a cage or aviary with other small bird species, which they can injure. Lovebirds rarely learn to talk, but they readily learn simple tricks.`,
      species: `The rosy-faced lovebird, Agapornis roseicollis, is one of nine species in the genus Agapornis, all native to Africa and Madagascar, in the Old World parrot family, Psittaculidae. It lives in dry, open country in Namibia, southern Angola and north-western South Africa, never far from water, and feeds on seeds, berries and buds. Escaped birds have established a thriving feral population in and around Phoenix, Arizona.

It nests colonially in rock crevices, buildings and the huge communal nests of sociable weavers. Unusually for a parrot, the hen carries nesting material by cutting strips of bark, grass or leaves and tucking them into the feathers of her lower back and rump. She lays four to six eggs and incubates them for about 23 days, and the young leave the nest at around six weeks.`,
    },
    colors: ['#5cb85c', '#f28b9b', '#3d7fd1'],
  },
  {
    key: 'goldfish',
    family: 'fish',
    name: 'Goldfish',
    synonyms: ['Golden carp', 'Fancy goldfish', 'Common goldfish'],
    origin: 'China',
    dateOrigin: 'Song dynasty (10th-13th century)',
    raceType: 'Freshwater fish (coldwater)',
    utilizations: 'Aquarium fish, pond fish, exhibition',
    abstract:
      'The first domesticated fish: a hardy, long-lived coldwater carp that grows far larger than most buyers expect and deserves better than a bowl.',
    lifespan: { min: 10, max: 20 },
    measures: {
      male: { weight: { min: 0.03, max: 0.3 }, height: { min: 10, max: 20 } },
      female: { weight: { min: 0.03, max: 0.3 }, height: { min: 10, max: 20 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Carassius auratus' },
      { attribute: 'Water temperature', value: 'About 10 to 24 °C (coldwater)' },
      { attribute: 'Aquarium', value: 'Filtered tank of 100 litres or more for a small group' },
      { attribute: 'Groups', value: 'Single-tailed (pond types) and twin-tailed fancy varieties' },
      { attribute: 'Tankmates', value: 'Other goldfish of similar type and speed' },
    ],
    texts: {
      description: `The goldfish was the first fish to be domesticated and remains one of the most widely kept pets in the world. It was bred in China from a wild carp whose occasional orange mutants were kept in Buddhist temple ponds and later in the ornamental pools of the Song dynasty nobility. Goldfish reached Japan in the early sixteenth century and Europe in the seventeenth.

Centuries of selection have produced two broad groups. Single-tailed goldfish, including the Common, Comet and Shubunkin, are streamlined, fast and hardy, and suit garden ponds. Fancy goldfish, such as the Oranda, Ryukin, Ranchu, Black Moor and Bubble Eye, have twin tails, rounded bodies and sometimes exaggerated eyes or head growths, and are better kept in aquariums.

The goldfish bowl is a tradition worth retiring. Goldfish grow large, live for a decade or more and produce a lot of waste, so even fancy varieties need a well-filtered aquarium of 100 litres or more for a small group, with room to grow.`,
      temper: `Goldfish are peaceful, sociable fish that are happiest in groups of their own kind. They quickly learn to recognise the person who feeds them, crowd the front glass at feeding time and can be taught to take food from the fingers.

They are constant foragers, sifting gravel and uprooting delicate plants, and they will eat any fish small enough to swallow. Slow fancy varieties should not be kept with fast single-tailed goldfish or with tropical species, which outcompete them for food and need warmer water.`,
      species: `The goldfish, Carassius auratus, is a member of the carp family, Cyprinidae, and was domesticated from the Prussian or gibel carp (Carassius gibelio), a hardy, olive-brown fish of East Asian fresh waters. It is a coldwater species, comfortable at roughly 10 to 24 °C, and tolerates a wide range of conditions, though it does best in cool, well-oxygenated, well-filtered water.

Goldfish have no true stomach; food passes straight into a long intestine, which is one reason overfeeding so quickly pollutes their water. Their colour vision extends into the ultraviolet, and their memory is far better than the famous three-second myth suggests: experiments show they retain learned tasks for months. Released into lakes and rivers, goldfish revert to olive colours within a few generations and can become a damaging invasive species.`,
    },
    colors: ['#f28c28', '#f9c46b', '#fff4e0'],
  },
  {
    key: 'siamese-fighting-fish',
    family: 'fish',
    name: 'Siamese Fighting Fish (Betta)',
    synonyms: ['Betta', 'Siamese fighting fish', 'Pla kat'],
    origin: 'Thailand and the Mekong basin',
    dateOrigin: 'Domesticated at least 1,000 years ago',
    raceType: 'Freshwater fish (tropical)',
    utilizations: 'Aquarium fish, exhibition',
    abstract:
      'A small, air-breathing gourami with jewel colours and flowing fins, whose males will fight any rival on sight.',
    lifespan: { min: 3, max: 5 },
    measures: {
      male: { weight: { min: 0.002, max: 0.004 }, height: { min: 6, max: 7 } },
      female: { weight: { min: 0.0015, max: 0.003 }, height: { min: 5, max: 6 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'low',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Betta splendens' },
      { attribute: 'Water temperature', value: '24 to 28 °C' },
      { attribute: 'Aquarium', value: 'Heated, filtered tank of at least 20 litres, gentle flow' },
      { attribute: 'Breathing', value: 'Labyrinth organ lets it gulp air at the surface' },
      { attribute: 'Housing', value: 'Never two males together' },
    ],
    texts: {
      description: `The Siamese fighting fish, usually just called the betta, is a small freshwater fish from Thailand and neighbouring countries, famous for the flowing fins and jewel colours of the males and for their aggression towards one another. Wild bettas are short-finned, greenish-brown fish of shallow, still waters; centuries of selection, first for fighting and later for beauty, created the ornamental forms now sold worldwide.

Fin types include the veiltail, the halfmoon, whose tail opens into a full 180-degree semicircle, the crowntail, the double tail and the short-finned plakat, which resembles the old fighting fish. Colours range from red, blue and black to metallic copper, marble and koi patterns.

A betta is not a fish for a vase or a cup. Despite its ability to breathe air, it needs a heated, filtered aquarium of at least 20 litres, kept at 24 to 28 °C, with gentle water flow, floating plants and resting places near the surface.`,
      temper: `Male bettas are fiercely territorial towards other males and will fight, sometimes to the death, if kept together. They flare their gill covers and fins at rivals and even at their own reflections. Females are less aggressive but still squabble, and males and females should only be put together briefly for breeding.

Towards people, bettas are curious and responsive. They recognise their owners, come to the glass to beg for food and can learn to follow a finger or swim through a hoop for a reward. Some live peacefully with small, calm tankmates, but fin-nipping species must be avoided.`,
      species: `The Siamese fighting fish, Betta splendens, belongs to the gourami family, Osphronemidae, and is native to the floodplains, rice paddies, marshes and slow canals of the Chao Phraya and Mekong basins in Thailand, Cambodia, Laos and Vietnam. These waters are warm, shallow and often low in oxygen, and like other labyrinth fish the betta has a folded labyrinth organ above its gills that lets it breathe air gulped at the surface.

Males build floating nests of saliva-coated bubbles, often among plants. After courtship, the male wraps his body around the female, gathers the fertilised eggs in his mouth, places them in the nest and guards eggs and fry alone. Genomic studies suggest the species was domesticated at least 1,000 years ago, making it one of the oldest domesticated fish, while wild populations are listed as Vulnerable by the IUCN.`,
    },
    colors: ['#c0152a', '#1f4fa0', '#6a1b9a'],
  },
  {
    key: 'guppy',
    family: 'fish',
    name: 'Guppy',
    synonyms: ['Millionfish', 'Fancy guppy'],
    origin: 'North-eastern South America and the southern Caribbean',
    dateOrigin: 'Described in 1859; aquarium fish since the early 20th century',
    raceType: 'Freshwater fish (tropical livebearer)',
    utilizations: 'Aquarium fish, exhibition',
    abstract:
      'A tiny, prolific livebearer whose flamboyant males come in endless colours and tail shapes, and a classic subject of evolutionary research.',
    lifespan: { min: 2, max: 3 },
    measures: {
      male: { weight: { min: 0.0002, max: 0.0004 }, height: { min: 1.5, max: 3.5 } },
      female: { weight: { min: 0.0005, max: 0.0015 }, height: { min: 3, max: 6 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Poecilia reticulata' },
      { attribute: 'Water temperature', value: '22 to 28 °C' },
      {
        attribute: 'Reproduction',
        value: 'Livebearer; broods of 20 to 50 fry about every four weeks',
      },
      { attribute: 'Sex ratio', value: 'Two or three females per male' },
      {
        attribute: 'Tail shapes',
        value: 'Delta, fantail, lyretail, swordtail, roundtail and more',
      },
    ],
    texts: {
      description: `The guppy is one of the most popular aquarium fish in the world and a textbook example of evolution at work. Males are small, slim and extravagantly coloured, with large flowing tails in every shade from neon blue to red and black; females are larger, plainer and greyish, though domestic strains often have coloured tails too.

Guppies are livebearers: females give birth to fully formed young, typically 20 to 50 at a time, roughly every four weeks, and can store sperm to produce several broods from a single mating. A mixed group quickly becomes a large colony, so many hobbyists keep males only, or provide a densely planted tank where some fry can survive.

Fancy guppy breeders recognise many strains defined by tail shape, such as delta, fantail, lyretail and swordtail, and by colour pattern, such as cobra, tuxedo and mosaic. The species is named after Robert John Lechmere Guppy, a naturalist in Trinidad who sent specimens to the British Museum in the 1860s.`,
      temper: `Guppies are peaceful, active and sociable fish that do best in groups and spend their day exploring every level of the tank. Males court females constantly, displaying their fins and following them around, so keeping two or three females per male helps spread the attention.

They are good community fish alongside other small, peaceful species, but the long fins of fancy males attract fin-nippers such as tiger barbs, and adult guppies will readily eat their own fry.`,
      species: `The guppy, Poecilia reticulata, is a small livebearing fish of the family Poeciliidae, native to streams, pools and ditches in Venezuela, Trinidad and Tobago, Barbados, Guyana and northern Brazil. It has been released into tropical waters around the world, partly in attempts to control mosquito larvae, and now occurs on every continent except Antarctica, often as an invasive species.

Wild guppies in Trinidad are a classic study system in evolutionary biology. In lower streams with many predators, males are drab and mature early, while in upstream pools where predators are scarce, males are more colourful because females prefer bright partners. Experiments that moved guppies between these habitats showed measurable evolutionary change in colour and life history within a few years. Females carry fertilised eggs internally for about three to four weeks before giving birth.`,
    },
    colors: ['#2a9df4', '#f2812a', '#9aa3ab'],
  },
  {
    key: 'neon-tetra',
    family: 'fish',
    name: 'Neon Tetra',
    synonyms: ['Neon', 'Neon fish'],
    origin: 'Western Amazon basin (Peru, Colombia, Brazil)',
    dateOrigin: 'Described in 1936',
    raceType: 'Freshwater fish (tropical)',
    utilizations: 'Aquarium fish',
    abstract:
      'A tiny Amazonian schooling fish with an iridescent blue and red stripe, at its best in a large group in a planted tank.',
    lifespan: { min: 5, max: 8 },
    measures: {
      male: { weight: { min: 0.0002, max: 0.0004 }, height: { min: 3, max: 3.5 } },
      female: { weight: { min: 0.0002, max: 0.0005 }, height: { min: 3, max: 4 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Paracheirodon innesi' },
      { attribute: 'Water', value: '20 to 26 °C, soft and slightly acidic' },
      { attribute: 'Group size', value: 'At least ten' },
      { attribute: 'Tankmates', value: 'Small, peaceful species only' },
      { attribute: 'Look-alike', value: 'Cardinal tetra, whose red stripe runs the whole body' },
    ],
    texts: {
      description: `The neon tetra is one of the best-known fish in the aquarium hobby: a slender fish only three to four centimetres long with an iridescent electric-blue stripe running from the eye to the adipose fin, above a bright red stripe along the rear half of the body. In a school of a few dozen moving through a planted tank, the effect is spectacular.

Neons come from the black and clear waters of the western Amazon basin and were first described in 1936, when their arrival in Europe and North America caused a sensation. Today nearly all neons sold are farm-bred, mainly in Southeast Asia, and are more tolerant of ordinary tap water than wild fish, although they still do best in soft, slightly acidic water.

Keep them in groups of at least ten in a mature, well-planted aquarium with subdued lighting and a dark substrate, which shows their colours best. Newly set-up tanks, with their unstable water chemistry, are a common cause of losses.`,
      temper: `Neon tetras are peaceful, gentle schooling fish. Alone or in small numbers they are nervous and pale; in a large group they shoal confidently, turning together in mid-water and showing their best colour.

They are ideal community fish alongside other small, calm species such as rasboras, pencilfish, small corydoras and dwarf shrimp. Large or predatory fish, including adult angelfish, may eat them, so tankmates need choosing with care. Sudden changes in water or lighting make them hide and lose colour, so a stable, quiet tank keeps them at their best.`,
      species: `The neon tetra, Paracheirodon innesi, is a small characin of the family Characidae, named after William T. Innes, a pioneering American aquarium writer. It is native to forest streams and tributaries of the upper Amazon in Peru, Colombia and Brazil, where the water is warm, very soft and acidic, and shaded by the forest canopy.

The famous blue stripe is structural colour, produced by stacks of tiny reflective guanine crystals in the skin; changes in their spacing shift the stripe from blue-green by day towards violet and dull at night or under stress. The closely related cardinal tetra (Paracheirodon axelrodi) is often confused with the neon but has a red stripe running the full length of the body. In the wild neons feed on tiny invertebrates, and spawning requires very soft water and dim light, because the eggs are sensitive to light.`,
    },
    colors: ['#1e90ff', '#e0242e', '#c0c8d0'],
  },
  {
    key: 'freshwater-angelfish',
    family: 'fish',
    name: 'Freshwater Angelfish',
    synonyms: ['Angelfish', 'Scalare', 'Angel'],
    origin: 'Amazon basin (Brazil, Peru, Colombia) and rivers of the Guianas',
    dateOrigin: 'Described in 1823; in aquariums since the early 20th century',
    raceType: 'Freshwater fish (tropical cichlid)',
    utilizations: 'Aquarium fish',
    abstract:
      'The tall, graceful centrepiece of the tropical aquarium: a monogamous cichlid that grows larger, and eats more small fish, than many buyers expect.',
    lifespan: { min: 8, max: 12 },
    measures: {
      male: { weight: { min: 0.02, max: 0.05 }, height: { min: 10, max: 15 } },
      female: { weight: { min: 0.02, max: 0.05 }, height: { min: 10, max: 15 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Pterophyllum scalare' },
      { attribute: 'Height with fins', value: 'Up to 20 to 25 cm' },
      { attribute: 'Water temperature', value: '24 to 30 °C' },
      { attribute: 'Aquarium', value: 'Tall tank, at least 150 litres for a small group' },
      { attribute: 'Breeding', value: 'Monogamous pairs; both parents guard eggs and fry' },
    ],
    texts: {
      description: `The freshwater angelfish is the classic centrepiece of the tropical aquarium: a tall, laterally compressed cichlid with long, sweeping dorsal and anal fins and trailing pelvic fins that give it a height of 20 to 25 centimetres from fin tip to fin tip, on a body about 15 centimetres long. The wild form is silver with four dark vertical bars that help it hide among submerged roots and reeds.

Angelfish reached European aquarists in the early twentieth century and were soon being bred in captivity. Decades of selection have since produced many domestic varieties, including marble, zebra, black, gold, koi, platinum and smokey, as well as long-finned veil forms.

Because of their height, angelfish need a tall aquarium, ideally at least 45 to 50 centimetres deep and 150 litres or more for a small group, furnished with upright plants and wood. They are often sold as coin-sized juveniles, and buyers are regularly surprised by how large they become.`,
      temper: `Angelfish are graceful and generally peaceful, but they are cichlids, with all that implies. Juveniles shoal together; as they mature they pair off, and a breeding pair will claim a section of the tank and chase other fish away from its eggs.

They are best kept as a small group or a pair with medium-sized, peaceful companions such as larger tetras, corydoras and rasboras. Adult angelfish will eat fish small enough to fit in their mouths, including neon tetras, and their long fins attract nippers such as tiger barbs.`,
      species: `The freshwater angelfish, Pterophyllum scalare, is a cichlid (family Cichlidae) native to the Amazon basin in Brazil, Peru and Colombia and to rivers of the Guianas. It lives in slow, warm, often heavily vegetated or flooded-forest waters at about 24 to 30 °C, where its flattened body and vertical bars let it slip between stems and roots. Its relative the altum angelfish (Pterophyllum altum) is taller still and much harder to keep.

Angelfish are monogamous, substrate-spawning cichlids. A pair cleans a flat surface, such as a broad leaf, a piece of slate or the aquarium glass, where the female lays several hundred eggs in neat rows for the male to fertilise. Both parents fan the eggs, remove any that turn white and guard the wrigglers and free-swimming fry. In the wild they feed on small crustaceans, insect larvae and smaller fish.`,
    },
    colors: ['#c9cdd2', '#2b2b2b', '#e8e0c8'],
  },
  {
    key: 'holland-lop-rabbit',
    family: 'exotics',
    name: 'Holland Lop Rabbit',
    synonyms: ['Holland Lop', 'Holland', 'Hangoordwerg'],
    origin: 'Netherlands',
    dateOrigin: '1950s-1960s',
    raceType: 'Rabbit',
    utilizations: 'Companion, show rabbit',
    abstract:
      'A tiny, round, lop-eared rabbit from the Netherlands: friendly and appealing, but as demanding of space, company and hay as any rabbit.',
    lifespan: { min: 7, max: 12 },
    measures: {
      male: { weight: { min: 1.2, max: 1.8 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 1.2, max: 1.8 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Oryctolagus cuniculus (domestic)' },
      { attribute: 'Maximum show weight', value: 'About 1.8 kg (4 lb, ARBA)' },
      { attribute: 'Diet', value: 'Unlimited hay, fresh greens, a few pellets' },
      { attribute: 'Company', value: 'Best kept in neutered pairs' },
      { attribute: 'Watch for', value: 'Dental overgrowth and ear infections' },
    ],
    texts: {
      description: `The Holland Lop is one of the smallest lop-eared rabbits and one of the most popular pet and show breeds in the world. It has a short, compact, thick-set body, a broad, round head with a ridge of cartilage, the crown, from which its ears hang down beside the cheeks, and a dense, soft coat. Adults should weigh no more than about 1.8 kilograms.

The breed was developed in the Netherlands by Adriaan de Cock, who began in 1949 by crossing a French Lop buck with a Netherland Dwarf doe and later brought in the English Lop. It was accepted in the Netherlands in 1964 and by the American Rabbit Breeders Association in 1979. In Britain the closest equivalent is, confusingly, called the Mini Lop.

Like all rabbits, a Holland Lop is a long-term, high-care pet. It needs a large enclosure with space to run, hop and stand upright, a rabbit companion, unlimited hay and daily exercise. Lop ears can trap wax and moisture, and the short face makes dental problems more likely than in long-faced breeds.`,
      temper: `Holland Lops are generally friendly, curious and playful, with a calm side that makes them popular with adults and older children. Many enjoy being stroked on the floor and will seek out their owners for attention, though, like most rabbits, they dislike being picked up and carried.

They are social animals that do best in neutered pairs. Unspayed does can become territorial, and young bucks may spray urine and mount until neutered. With patience, most Holland Lops learn to use a litter tray and to come when called for a treat.`,
      species: `The Holland Lop is a breed of the domestic rabbit, Oryctolagus cuniculus, the European rabbit of the Iberian Peninsula and southern France, which was domesticated in Europe over many centuries. Rabbits are lagomorphs, not rodents: they have a second, small pair of upper incisors behind the first, and all their teeth grow throughout life, so a diet based on fibrous hay is essential to wear them down.

Rabbits are hindgut fermenters. They produce two kinds of droppings and re-ingest the soft caecotrophs, usually at night, to absorb the vitamins and proteins made by bacteria in the caecum. The lop ear is a polygenic trait in which the ear cartilage is too long and heavy to stand upright, and the Holland Lop's small size comes from the dwarfing gene inherited from its Netherland Dwarf ancestors.`,
    },
    colors: ['#a57a52', '#f1e6d6', '#6b4a2f'],
  },
  {
    key: 'guinea-pig',
    family: 'exotics',
    name: 'Guinea Pig',
    synonyms: ['Cavy', 'Domestic cavy', 'Cuy'],
    origin: 'Andes of South America (Peru, Bolivia, Ecuador)',
    dateOrigin: 'Domesticated by around 5000 BCE',
    raceType: 'Rodent (cavy)',
    utilizations: 'Companion, show animal, livestock in the Andes',
    abstract:
      'A gentle, talkative Andean rodent that needs the company of its own kind and a daily source of vitamin C.',
    lifespan: { min: 5, max: 8 },
    measures: {
      male: { weight: { min: 0.9, max: 1.2 }, height: { min: 23, max: 27 } },
      female: { weight: { min: 0.7, max: 0.9 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Cavia porcellus' },
      { attribute: 'Diet', value: 'Unlimited hay, fresh vegetables, daily vitamin C' },
      { attribute: 'Company', value: 'Never alone; keep in pairs or small groups' },
      {
        attribute: 'Coat varieties',
        value: 'Smooth, Abyssinian, Peruvian, Silkie, Teddy, Texel, Skinny',
      },
      { attribute: 'Ideal temperature', value: 'About 18 to 24 °C; sensitive to heat' },
    ],
    texts: {
      description: `The guinea pig, or cavy, is a sturdy, tailless rodent from South America and one of the most popular small pets for families. Adults are about 20 to 27 centimetres long, round-bodied and short-legged, and they communicate constantly with a wide repertoire of squeaks, whistles, purrs and chutters, including the excited wheeking that greets anyone who opens the fridge.

Domesticated in the Andes thousands of years ago for food and ceremony, guinea pigs are still eaten there as cuy. Since reaching Europe with Spanish traders in the sixteenth century, they have been bred into many varieties, including the smooth-coated American, the rosetted Abyssinian, the long-haired Peruvian, Silkie and Texel, the curly-coated Teddy and the almost hairless Skinny pig.

Guinea pigs are herd animals and should never be kept alone; in Switzerland it is illegal to keep a single guinea pig. They need a spacious enclosure, unlimited hay, fresh vegetables every day and a daily source of vitamin C, which, like humans, they cannot make themselves.`,
      temper: `Guinea pigs are gentle, social and rarely bite, which makes them good pets for calm children under adult supervision. They are prey animals, however, and startle easily; new guinea pigs often freeze or dash for cover until they learn their owners are safe.

With gentle daily handling and food rewards they become confident and vocal, recognising their people and calling for attention. Groups of sows, or a neutered boar with sows, usually live together happily; unneutered boars can share a home in pairs but sometimes fall out.`,
      species: `The domestic guinea pig, Cavia porcellus, is a rodent of the family Caviidae, which also includes the capybara. It was domesticated in the Andes from a wild cavy, most probably Cavia tschudii, and archaeological finds show that cavies were kept in the region by around 5000 BCE. Despite its name it is neither a pig nor from Guinea, and the origin of the name remains uncertain.

Guinea pigs are herbivores adapted to a high-fibre diet of grasses. Their teeth grow continuously, and like rabbits they re-eat soft droppings to absorb nutrients. They cannot make vitamin C because the gene for the enzyme L-gulonolactone oxidase is non-functional, so they develop scurvy without it in their diet. Pups are remarkably advanced at birth: after a pregnancy of about 59 to 72 days they are born fully furred, with open eyes, and nibble solid food within days.`,
    },
    colors: ['#c98b4a', '#fbfaf6', '#3b2a1e'],
  },
  {
    key: 'leopard-gecko',
    family: 'exotics',
    name: 'Leopard Gecko',
    synonyms: ['Common leopard gecko', 'Leo'],
    origin: 'Afghanistan, Pakistan, north-western India, Iran and Nepal',
    dateOrigin: 'Described in 1854; widely captive-bred since the 1970s',
    raceType: 'Lizard (gecko)',
    utilizations: 'Pet reptile, breeding for colour morphs',
    abstract:
      'A docile, ground-dwelling gecko with eyelids and a fat-storing tail, often recommended as the ideal first reptile.',
    lifespan: { min: 10, max: 20 },
    measures: {
      male: { weight: { min: 0.06, max: 0.09 }, height: { min: 20, max: 25 } },
      female: { weight: { min: 0.05, max: 0.07 }, height: { min: 18, max: 22 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'low',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Eublepharis macularius' },
      { attribute: 'Activity', value: 'Crepuscular and nocturnal' },
      { attribute: 'Temperatures', value: 'Warm spot about 30 to 33 °C, cool side about 24 °C' },
      { attribute: 'Diet', value: 'Live insects dusted with calcium and vitamins' },
      { attribute: 'Housing', value: 'Solitary; never two males together' },
    ],
    texts: {
      description: `The leopard gecko is often recommended as the ideal first reptile, and with good reason. It is small, docile, slow-moving and tolerant of gentle handling, and it is active at dusk and at night, when many owners are at home. Adults are 18 to 25 centimetres long, with a thick, carrot-shaped tail, bumpy skin and, in the wild form, a yellow body with dark leopard-like spots.

Unlike most geckos, leopard geckos have movable eyelids and cannot climb glass, because they lack the adhesive toe pads of species such as the crested gecko. They are ground dwellers from rocky, arid grasslands, so they need warmth from below, hides at different temperatures including a humid hide to help shedding, and a diet of live insects dusted with calcium and vitamins.

Decades of captive breeding have produced a huge range of morphs, from the pale Mack Snow and the bright orange Tangerine to several albino strains and the near-black Black Night. A well-kept leopard gecko can live for twenty years.`,
      temper: `Leopard geckos are calm, curious and rarely aggressive. Once settled in their enclosure, most tolerate regular handling, walking from hand to hand without fuss, and they quickly learn to associate their owner with food.

They should be handled low over a soft surface and never grasped by the tail, which they can drop in self-defence. Males are territorial and must not be housed together, and since leopard geckos are solitary by nature, a single gecko lives perfectly contentedly alone.`,
      species: `The leopard gecko, Eublepharis macularius, belongs to the eyelid geckos, family Eublepharidae, and lives in rocky, dry grassland and semi-desert in Afghanistan, Pakistan, north-western India, Iran and Nepal. It shelters in burrows and under rocks by day and hunts insects, spiders and other invertebrates from dusk through the night.

Its tail stores fat, allowing it to survive lean periods, so a thin tail is a sign of poor condition. Like many lizards, it can shed the tail to escape a predator and grows a shorter, blunter replacement. The sex of the hatchlings is determined by incubation temperature: cooler temperatures produce mostly females and warmer ones mostly males, while very high temperatures produce females again. Geckos shed their skin in one piece every few weeks and usually eat it.`,
    },
    colors: ['#f2c94c', '#2b2b2b', '#f5efe0'],
  },
  {
    key: 'central-bearded-dragon',
    family: 'exotics',
    name: 'Central Bearded Dragon',
    synonyms: ['Inland bearded dragon', 'Bearded dragon', 'Beardie'],
    origin: 'Central Australia',
    dateOrigin: 'Described in 1926; popular as a pet since the 1990s',
    raceType: 'Lizard (agamid)',
    utilizations: 'Pet reptile, breeding for colour morphs',
    abstract:
      'A sociable, sun-loving Australian lizard with a spiny beard, one of the few reptiles that seems to enjoy human company.',
    lifespan: { min: 10, max: 15 },
    measures: {
      male: { weight: { min: 0.4, max: 0.6 }, height: { min: 45, max: 60 } },
      female: { weight: { min: 0.3, max: 0.45 }, height: { min: 40, max: 50 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Pogona vitticeps' },
      { attribute: 'Basking spot', value: 'About 38 to 42 °C, with strong UVB lighting' },
      { attribute: 'Vivarium', value: 'At least 120 x 60 x 60 cm for an adult' },
      { attribute: 'Diet', value: 'Mostly insects when young, mostly greens as an adult' },
      {
        attribute: 'Body language',
        value: 'Head-bobbing (dominance), arm-waving (appeasement), black beard (stress)',
      },
    ],
    texts: {
      description: `The central bearded dragon is one of the most popular pet lizards in the world, and its calm, interactive nature explains why. It is a sturdy lizard 40 to 60 centimetres long including the tail, with a broad, triangular head, a flattened body fringed with soft spines and a throat pouch covered in spiny scales that it can puff out and darken into the beard that gives it its name.

Australia has banned the commercial export of its native wildlife since the 1960s, so the bearded dragons kept abroad descend from captive stock. Breeders have developed colour lines such as red, orange, yellow, hypomelanistic and translucent, as well as the reduced-scale leatherback and the almost scaleless silkback.

Bearded dragons need a lot of space and equipment: a vivarium of at least 120 by 60 by 60 centimetres for an adult, a hot basking spot, strong UVB lighting to prevent metabolic bone disease, and a diet that shifts from mainly insects in youth to mainly leafy greens and vegetables in adulthood.`,
      temper: `Bearded dragons are usually calm, tolerant and curious, and they are among the few reptiles that seem to enjoy human company. Many sit contentedly on a lap or shoulder, follow their owners with their eyes and quickly learn feeding routines.

They communicate through body language: head-bobbing is a display by dominant males, slow arm-waving is a submissive or appeasing signal, and a black, puffed-out beard means stress or irritation. Adults are best housed alone, as dragons kept together often compete and bite.`,
      species: `The central or inland bearded dragon, Pogona vitticeps, is an agamid lizard (family Agamidae) native to the arid and semi-arid woodland, scrub and desert of inland central and eastern Australia. It is semi-arboreal, basking on branches, fence posts and rocks in the morning before foraging for insects, small vertebrates, flowers and leaves.

Like all reptiles it is ectothermic, relying on the sun to reach its preferred body temperature, and a light-sensitive parietal eye on top of its head helps regulate its daily and seasonal rhythms. Its sex determination is unusual: genetically it uses ZZ/ZW sex chromosomes, but incubation at high temperatures can turn genetic males into fully functional females, something also observed in wild populations. In the cooler months bearded dragons brumate, a reptilian form of hibernation.`,
    },
    colors: ['#c9a66b', '#8a6a3f', '#e6cfa0'],
  },
  {
    key: 'ferret',
    family: 'exotics',
    name: 'Ferret',
    synonyms: ['Domestic ferret', 'Domestic polecat'],
    origin: 'Europe (domesticated from the European polecat)',
    dateOrigin: 'Domesticated at least 2,000 years ago',
    raceType: 'Mustelid',
    utilizations: 'Companion, rabbiting and rat control',
    abstract:
      'The domesticated polecat: a long, playful, endlessly curious carnivore that needs hours of daily freedom and expert care.',
    lifespan: { min: 6, max: 10 },
    measures: {
      male: { weight: { min: 1, max: 2 }, height: { min: 38, max: 45 } },
      female: { weight: { min: 0.5, max: 1.2 }, height: { min: 33, max: 38 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Scientific name', value: 'Mustela furo' },
      { attribute: 'Names', value: 'Male: hob; female: jill; young: kit' },
      { attribute: 'Diet', value: 'Obligate carnivore: high-protein, meat-based food' },
      { attribute: 'Daily needs', value: 'Several hours out of the cage in a ferret-proofed room' },
      {
        attribute: 'Legal status',
        value: 'Prohibited in some places, including California and Hawaii',
      },
    ],
    texts: {
      description: `The ferret is the domesticated form of the European polecat: a long, slender, short-legged carnivore whose playful, inquisitive nature has made it a popular pet in Europe and North America. For most of its history it was a working animal, used for rabbiting, flushing rabbits from their burrows into nets, and for controlling rats, and it is still worked this way in some countries.

Ferrets come in several colours, including sable, albino, dark-eyed white, cinnamon and silver, and in patterns such as mitt, blaze and panda. Males, called hobs, are much larger than females, called jills, and the young are known as kits.

Ferrets are not a simple pet. They need several hours out of the cage each day in a ferret-proofed room, since they squeeze into any gap and chew rubber and foam, a meat-based diet, and neutering or hormonal control: unneutered jills that are not bred can stay in season and develop a life-threatening anaemia. In some places, including California and Hawaii, keeping ferrets is illegal.`,
      temper: `Ferrets are curious, playful and sociable, active in intense bursts followed by long sleeps that can add up to fourteen hours or more a day. When excited they perform the weasel war dance, a frenzy of sideways hops and twists, often with a soft clucking sound known as dooking.

Well-socialised ferrets enjoy human company and play boisterously with each other, and most are happier in pairs or groups. Kits nip in play and must be taught gently not to, and ferrets are not ideal for young children, who may squeeze them and be nipped in return.`,
      species: `The domestic ferret, Mustela furo (sometimes classified as Mustela putorius furo), is a member of the weasel family, Mustelidae, domesticated from the European polecat, Mustela putorius, at least two thousand years ago; Greek and Roman writers described ferret-like animals used to hunt rabbits. It can still interbreed with the polecat, producing fertile hybrids.

Ferrets are obligate carnivores with a short, simple gut that processes food in a few hours, so they need a diet high in animal protein and fat and low in fibre. Scent glands near the tail and in the skin give them a musky smell that neutering reduces but does not remove. Jills are induced ovulators: without mating they can remain in season for months, and the high oestrogen levels suppress the bone marrow. Common health problems of pet ferrets include adrenal gland disease and insulinoma, a tumour of the pancreas.`,
    },
    colors: ['#6b5440', '#efe4d2', '#2f261e'],
  },
];
