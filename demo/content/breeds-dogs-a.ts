import type { SeedBreed } from './types';

/** Dog breeds, first part: 18 popular breeds, with full ten-section profiles for the Labrador and Golden Retrievers. */
export const dogsA: SeedBreed[] = [
  {
    key: 'labrador-retriever',
    family: 'dogs',
    name: 'Labrador Retriever',
    synonyms: ['Labrador', 'Lab'],
    origin: 'Canada (Newfoundland); developed in the United Kingdom',
    dateOrigin: 'Early 19th century; recognised by The Kennel Club in 1903',
    raceType: 'Retriever',
    utilizations:
      'Gun dog, guide and assistance dog, detection dog, search and rescue, therapy dog, companion',
    abstract:
      "A sturdy, good-natured gun dog from the St John's water dogs of Newfoundland, and for decades the most popular family and working dog in the English-speaking world.",
    lifespan: { min: 11, max: 13 },
    measures: {
      male: { weight: { min: 29, max: 36 }, height: { min: 56, max: 62 } },
      female: { weight: { min: 25, max: 32 }, height: { min: 54, max: 60 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and hard, over a weather-resistant undercoat' },
      { attribute: 'Colours', value: 'Black, yellow (cream to fox red) and liver/chocolate' },
      { attribute: 'Tail', value: 'Thick, round otter tail, used as a rudder when swimming' },
      { attribute: 'Appetite', value: 'Notoriously food-driven; many carry a POMC gene deletion' },
      {
        attribute: 'Key health tests',
        value: 'Hip and elbow scores, eye examination, DNA tests for prcd-PRA, CNM and EIC',
      },
      { attribute: 'Types', value: 'Heavier show lines and lighter, keener working lines' },
    ],
    texts: {
      description: `The Labrador Retriever is a strongly built, medium-to-large gun dog with a short, water-resistant coat, a broad head with a kind expression and a thick 'otter' tail. It was bred in Britain to retrieve shot game, above all waterfowl, from land and water, and to deliver it to hand without damage. That combination of stamina, a soft mouth and a willingness to work with people has made it one of the most versatile dogs ever bred.

Today the Labrador is as likely to be found guiding a blind owner, searching luggage at an airport or sleeping under a kitchen table as working on a shoot. It has topped the registration tables of The Kennel Club in Britain and of the American Kennel Club for most of the past three decades. Anyone choosing one should budget for at least an hour or two of activity a day, a great deal of shed hair, and the discipline to keep a dog that is always hungry at a healthy weight.`,
      temper: `Labradors are friendly, outgoing and even-tempered, with a strong desire to please and very little aggression. Most greet strangers as old friends, which makes them poor guard dogs but excellent family dogs, and they are usually tolerant and patient with children and other pets. The breed standard asks for a dog that is kindly, adaptable and keen to work, and most Labradors live up to it.

Young Labradors are another matter: boisterous, mouthy and prone to carrying, chewing and swallowing anything within reach, they can stay adolescent until two or three years old. Working-line dogs in particular have a lot of drive and become restless and destructive without a job to do. Retrieving games, swimming, scent work and training give that energy somewhere to go.`,
      history: `The Labrador's ancestor was the St John's water dog, a medium-sized, usually black dog kept by fishermen in Newfoundland, who used it to haul nets and retrieve fish that slipped off the lines. Ships trading salt cod between Newfoundland and Poole in Dorset brought some of these dogs to England in the early nineteenth century, where sporting aristocrats recognised their talent for retrieving game. The 2nd Earl of Malmesbury kept them for duck shooting on his estate near Poole, and the Dukes of Buccleuch and the Earls of Home built kennels in Scotland.

It was these British kennels that made the breed, because imports soon dried up: a heavy dog tax in Newfoundland and, from the 1890s, British quarantine rules ended the supply, and the St John's water dog itself died out in its homeland in the twentieth century. In the 1880s the 3rd Earl of Malmesbury gave some of his dogs to the 6th Duke of Buccleuch, and modern Labradors descend largely from these lines. The Kennel Club recognised the breed in 1903, the Labrador Retriever Club was founded in 1916, and the American Kennel Club registered its first Labradors in 1917.`,
      appearance: `The Labrador is short-coupled and powerful: a wide, deep chest, a level topline, strong hindquarters and well-boned legs ending in round, compact feet. The head is broad with a clean-cut skull, a pronounced stop and powerful jaws of medium length, carried on a strong neck. The eyes are medium-sized and brown or hazel, giving the breed its characteristic intelligent, good-tempered expression, and the ears hang close to the head.

The tail is distinctive: very thick at the base, tapering gradually, and covered all round with short, dense hair, which gives it the rounded 'otter' look. It is carried gaily but never curled over the back. Males are noticeably larger and heavier-headed than females, and the standard values balance and soundness over size, asking for a dog built to work all day in the field.`,
      fur_type: `The coat is short, straight and dense, without waves or feathering, and feels fairly hard to the hand. Beneath it lies a soft, weather-resistant undercoat, and the skin and hair carry enough natural oil that water runs off the dog after a swim. This is a working coat designed to keep out cold water and brambles, and it should never be clipped.

Grooming is simple but shedding is heavy. A weekly brush with a rubber curry or bristle brush keeps the coat healthy, and during the twice-yearly moult, daily brushing with an undercoat rake removes a surprising amount of hair. Bathe only when the dog has rolled in something unpleasant, as frequent shampooing strips the protective oils. Ears should be checked after swimming, since they trap moisture.`,
      variants: `The breed standards accept three solid colours: black, yellow and liver, usually called chocolate. Yellow ranges from pale cream to the deep fox red favoured in some working lines, and a small white spot on the chest is allowed. Colour is governed by two genes: a dog that inherits two copies of the recessive e allele is yellow whatever else it carries, and among the rest, two copies of the recessive b allele produce chocolate instead of black. Two black parents can therefore produce all three colours.

There are also two broad types. Show or 'English' lines are heavier, shorter in the leg and thicker in the coat and tail, with calmer temperaments; working or field lines, bred for trials and shooting, are lighter, leggier and far more driven. Dilute 'silver', 'charcoal' and 'champagne' dogs, sold in some countries at a premium, are not recognised by the breed standards, and their origin remains disputed.`,
      health_care: `The main inherited problems are hip and elbow dysplasia, so both parents should have good results under the BVA/KC or OFA scoring schemes, and an annual eye examination for cataract and retinal disease. DNA tests are available for progressive rod-cone degeneration (prcd-PRA), centronuclear myopathy, exercise-induced collapse, hereditary nasal parakeratosis and a form of skeletal dysplasia. Cruciate ligament rupture, ear infections, skin allergies and fatty lumps are common in older dogs. A UK study found that chocolate Labradors lived on average more than a year less than black and yellow ones, and had more ear and skin disease.

Weight is the breed's biggest controllable risk. Researchers at the University of Cambridge found in 2016 that about a quarter of Labradors carry a deletion in the POMC gene that leaves them hungrier and burning fewer calories at rest. A lifelong Purina study of Labrador littermates showed that dogs fed about 25 per cent less than their siblings lived nearly two years longer and developed arthritis later. Weigh food, count treats and keep the ribs easy to feel.`,
      training: `Labradors are among the easiest dogs to train: eager, attentive and powerfully motivated by food, they pick up basic obedience quickly and excel at retrieving, scent work and assistance tasks. Short, positive sessions with treats or a thrown toy work far better than correction. Part of each dog's food ration can be used as training rewards, which keeps the weight down.

The lessons that need the most work are the ones that cut across the Labrador's nature: walking on a loose lead instead of towing, greeting people with four feet on the floor, leaving food on kitchen worktops alone, and giving up stolen objects, best taught as a trade rather than a chase. Puppies should learn early to carry toys rather than hands, and a reliable recall must be in place before the dog is let off the lead near water or livestock.`,
      curiosities: `The Labrador was the most registered breed with the American Kennel Club for 31 consecutive years, from 1991 to 2021, until the French Bulldog overtook it. Labradors and Labrador–Golden Retriever crosses make up most of the dogs trained by guide dog organisations in Britain and many other countries.

The royal estate at Sandringham in Norfolk has bred working Labradors for generations, and Queen Elizabeth II was a keen handler at field trials. Despite the name, the breed has little to do with the Labrador region of Canada: its ancestors came from the island of Newfoundland, and how they came to be called Labradors is still debated.`,
      species: `Like every dog breed, the Labrador Retriever belongs to the domestic dog, Canis familiaris, which descends from an extinct population of grey wolves and was domesticated at least 15,000 years ago. All breeds belong to one species and interbreed freely; most of the differences between them are the result of intense selection since the Victorian era, when breed standards and closed studbooks were introduced.

Genetic studies group the Labrador with the other retrievers and with the spaniels and setters, the gun dog breeds developed in Britain in the nineteenth century. Its three colours reflect variants in two well-studied pigment genes, MC1R (the E locus) and TYRP1 (the B locus), and its famous appetite has been linked to a deletion in POMC, a gene that also shapes hunger in people.`,
    },
    colors: ['#e3c18a', '#232020', '#5b3a24'],
  },
  {
    key: 'golden-retriever',
    family: 'dogs',
    name: 'Golden Retriever',
    synonyms: ['Golden', 'Goldie', 'Yellow Retriever'],
    origin: 'United Kingdom (Scotland)',
    dateOrigin: '1860s; recognised by The Kennel Club in 1911',
    raceType: 'Retriever',
    utilizations:
      'Gun dog, guide and assistance dog, therapy dog, search and rescue, obedience competition, companion',
    abstract:
      'A gentle, biddable gun dog bred in the Scottish Highlands, with a feathered golden coat and a reputation as the archetypal family dog.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 29, max: 34 }, height: { min: 56, max: 61 } },
      female: { weight: { min: 25, max: 29 }, height: { min: 51, max: 56 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Flat or wavy outer coat with feathering, dense water-resistant undercoat',
      },
      {
        attribute: 'Colours',
        value: 'Any shade of gold or cream; never red or mahogany in the UK standard',
      },
      { attribute: 'Mouth', value: 'Soft; bred to carry game without marking it' },
      { attribute: 'Maturity', value: 'Slow; often puppyish until 2 or 3 years old' },
      {
        attribute: 'Key health tests',
        value:
          'Hip and elbow scores, annual eye examination, DNA tests for GR-PRA1, GR-PRA2 and ichthyosis',
      },
    ],
    texts: {
      description: `The Golden Retriever is a powerful, well-balanced gun dog with a dense, feathered coat in shades from cream to deep gold, a broad head and dark, kindly eyes. It was developed in the Scottish Highlands in the second half of the nineteenth century to retrieve shot birds over rough ground and from cold water, and it remains a fine working dog, though most Goldens now live as companions.

Few breeds combine gentleness and trainability so completely, which is why the Golden is a favourite with guide dog schools, therapy services and obedience competitors as well as families. It is not a low-maintenance choice, however. A Golden needs long daily walks with the chance to swim and retrieve, regular brushing to deal with a generous moult, and careful selection of a breeder, since cancer and inherited joint, eye and skin conditions all affect the breed.`,
      temper: `Goldens are friendly, patient and eager to please, with a famously soft, affectionate nature that extends to strangers, children and other animals. The breed standard describes a dog that is kindly, friendly and confident, and genuine aggression or nervousness is a fault. As with the Labrador, this goodwill makes the Golden a welcoming host and a useless guard.

They are also sensitive and sociable: Goldens do not like to be left alone for long, and they respond badly to harsh handling. Young dogs are exuberant, mouthy and often wet, since most will wade into any water they find, and many carry a toy or shoe to greet visitors, a harmless echo of the retrieving instinct.`,
      history: `The breed was created by Dudley Marjoribanks, later the 1st Baron Tweedmouth, on his Guisachan estate near Tomich in Inverness-shire. In 1865 he bought a yellow puppy named Nous, the only yellow in a litter of black wavy-coated retrievers, and in 1868 mated him to Belle, a Tweed Water Spaniel, a now-extinct breed from the Scottish Borders. The four yellow puppies, Crocus, Cowslip, Primrose and Ada, were the foundation of the breed. Tweedmouth's later breeding added more Tweed Water Spaniel, black retrievers and an Irish Setter, and he kept meticulous stud books from 1835 to 1890.

For decades a romantic story circulated that the breed descended from a troupe of Russian circus dogs Tweedmouth had bought in Brighton. Its end came in 1952, when his great-nephew, the 6th Earl of Ilchester, published the Guisachan records. Goldens were first shown in 1908 as a colour of Flat-coated Retriever; The Kennel Club recognised them as "Retrievers (Golden or Yellow)" in 1911 and adopted the name Golden Retriever in 1920. The American Kennel Club recognised the breed in 1925.`,
      appearance: `The Golden is symmetrical and powerful, a dog that moves with a long, free stride and looks as though it could work all day. The body is well balanced and short-coupled with a deep chest and well-sprung ribs, the hindquarters are strong and muscular, and the feet are round and cat-like. The tail is carried level with the back, without a curl at the tip.

The head is balanced and well chiselled, with a broad skull, a powerful, wide muzzle and a well-defined stop. The eyes are dark brown, set well apart, with dark rims, and the expression should always be kindly. Ears are moderate in size and set about level with the eyes. Males are larger and more masculine in head and bone than females, and both carry a noticeably fuller coat in winter.`,
      fur_type: `The Golden has a double coat: a flat or wavy outer coat of firm, water-resistant hair over a dense, soft undercoat that insulates the dog in cold water. Good feathering grows on the back of the forelegs, the thighs, the underside of the body, the chest and the tail, and the coat should never be silky or curly.

Goldens shed steadily all year and heavily in spring and autumn. Brushing two or three times a week with a slicker brush and a comb, daily during the moult, prevents tangles behind the ears and in the feathering. A tidy-up of the feet, ears and tail with scissors keeps the outline neat, but the coat should not be shaved, because clipping a double coat spoils its texture and its protection from sun and cold. Dry the ears after swimming to prevent infections.`,
      variants: `Colour ranges from pale cream to rich, dark gold. The Kennel Club standard accepts any shade of gold or cream but not red or mahogany, and allows a few white hairs on the chest; the American standard asks for a rich, lustrous gold and penalises very pale or very dark coats. So-called "white" or "platinum" Goldens are simply pale cream dogs, often from British or European lines, and are not a separate variety.

Three broad types are recognised informally. The British or European type is stockier, with a broader head, shorter legs and a lighter coat; the American type is rangier and darker gold; and the Canadian type is taller and leaner with a thinner coat. Working or field-trial lines, bred for drive rather than looks, tend to be lighter in build and often darker, almost red in colour.`,
      health_care: `Cancer is the breed's greatest health concern: surveys in the United States have found it responsible for around 60 per cent of deaths, mostly haemangiosarcoma, lymphoma and bone cancer. The Morris Animal Foundation's Golden Retriever Lifetime Study, which enrolled more than 3,000 Goldens from 2012, is following them for life to find the causes. A study at the University of California, Davis, also linked early neutering in Goldens with a higher rate of joint disorders and some cancers, so many vets now advise waiting until a dog is fully grown.

Breeding dogs should have hip and elbow scores, an annual eye examination for cataracts and pigmentary uveitis, a heart check for subvalvular aortic stenosis, and DNA tests for two forms of progressive retinal atrophy (GR-PRA1 and GR-PRA2) and for ichthyosis, a scaly skin condition common in European lines. Skin allergies, ear infections and hypothyroidism are frequent. Keep a Golden lean, check the ears weekly and feel regularly for new lumps.`,
      training: `Goldens learn quickly and enjoy working with people, which is why they dominate competitive obedience and make reliable assistance dogs. Reward-based training suits them best; harsh corrections only make a sensitive dog anxious. Basic manners, a solid recall and retrieving games can start the day a puppy comes home, in short, cheerful sessions.

The usual problems are the result of friendliness and a love of carrying things: jumping up to greet people, pulling towards other dogs, stealing socks and mouthing hands. Teach a calm sit for greetings, give the puppy something to carry when visitors arrive, and trade rather than chase when it picks up something forbidden. Early, gentle exposure to being left alone for short periods helps prevent separation problems later.`,
      curiosities: `When the American Kennel Club introduced the title of Obedience Trial Champion in 1977, the first three dogs to earn it were all Golden Retrievers. A Golden, Liberty, lived in the White House with President Gerald Ford, and in 2020 Augie, a Golden from Tennessee, became the first of the breed known to reach 20 years of age.

The ruins of Guisachan House, where the breed began, have become a place of pilgrimage: in 2006 breed clubs organised the first of several gatherings there, bringing well over a hundred Goldens from around the world back to the glen. Belle's breed, the curly-coated Tweed Water Spaniel, has long been extinct, so the Golden is one of the few places where its blood survives.`,
      species: `The Golden Retriever is a breed of the domestic dog, Canis familiaris, descended from wolves domesticated more than 15,000 years ago. Like all breeds it is one species with every other dog; its distinctive look is the product of about 150 years of selection within a closed studbook.

Genetically the Golden clusters with the other retrievers, the spaniels and the setters, the gun dogs of nineteenth-century Britain. Every Golden carries two copies of the recessive e allele of the MC1R gene, which blocks black pigment in the coat, so two Goldens can never produce a black puppy; the shade from cream to red is controlled by other genes that set the intensity of the yellow. The long, feathered coat comes from a variant of the FGF5 gene, the same gene behind long hair in cats and other dogs.`,
    },
    colors: ['#d9a55b', '#f0d7a1', '#a86b2d'],
  },
  {
    key: 'french-bulldog',
    family: 'dogs',
    name: 'French Bulldog',
    synonyms: ['Frenchie', 'Bouledogue Français', 'Frog dog'],
    origin: 'France; from English toy bulldogs',
    dateOrigin: 'Second half of the 19th century',
    raceType: 'Companion dog',
    utilizations: 'Companion',
    abstract:
      'A compact, bat-eared companion developed in Paris from small English bulldogs, now one of the most popular dogs in the world and one of the most affected by its flat face.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 9, max: 14 }, height: { min: 27, max: 35 } },
      female: { weight: { min: 8, max: 13 }, height: { min: 24, max: 32 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Ears', value: 'Upright "bat ears", broad at the base and rounded at the tip' },
      { attribute: 'Coat', value: 'Short, fine and smooth, with no undercoat' },
      { attribute: 'Colours', value: 'Fawn, brindle and pied; blue and merle are not recognised' },
      { attribute: 'Heat tolerance', value: 'Poor; avoid exercise in warm weather' },
      {
        attribute: 'Key health check',
        value: 'Breathing assessment for BOAS (Respiratory Function Grading)',
      },
    ],
    texts: {
      description: `The French Bulldog is a small, heavy-boned dog with a square head, a short, upturned nose and large, upright "bat ears" that give it an instantly recognisable silhouette. Its roots are English: in the nineteenth century, small bulldogs travelled from the Midlands to France, reputedly with Nottingham lace workers who moved to Normandy, and in Paris they were crossed and refined into a fashionable companion of cafés, artists and the demi-monde. American fanciers championed the bat ear over the folded rose ear, and it became the breed's hallmark.

Since the 2010s the Frenchie has become one of the most popular dogs in the world, and in 2022 it displaced the Labrador as the most registered breed in the United States. That popularity has a cost. The flattened face causes brachycephalic obstructive airway syndrome in many dogs, and UK research has found the breed at higher risk than other dogs of breathing, eye, ear and skin problems. Choose a breeder who selects for open nostrils, a visible muzzle and a Respiratory Function Grading result, and expect to keep the dog cool and lean.`,
      temper: `Frenchies are affectionate, playful and comical, happiest in close contact with their people and rarely barking without a reason. They adapt well to flats and city life, get on with children and other pets when socialised, and need only modest walks, though they love short bursts of play. They can be stubborn and easily bored, so training works best in brief, cheerful sessions with food rewards, and they should never be left alone for long, in a hot car or outdoors in warm weather.`,
    },
    colors: ['#d2b48c', '#3b2f28', '#f2ede4'],
  },
  {
    key: 'beagle',
    family: 'dogs',
    name: 'Beagle',
    synonyms: ['English Beagle'],
    origin: 'United Kingdom (England)',
    dateOrigin: 'Modern breed from the 1830s; beagle-type hounds since the Middle Ages',
    raceType: 'Scent hound',
    utilizations: 'Pack hound for hare (beagling), detection dog, companion',
    abstract:
      'A merry, compact pack hound bred to hunt hare by scent, with a superb nose, a musical bay and a sociable nature that makes it a popular family dog.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 10, max: 11 }, height: { min: 33, max: 40 } },
      female: { weight: { min: 9, max: 10 }, height: { min: 33, max: 40 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and weatherproof' },
      {
        attribute: 'Colours',
        value: 'Any recognised hound colour other than liver; tip of the tail white',
      },
      { attribute: 'Voice', value: 'Loud, musical baying when on a scent' },
      { attribute: 'Sizes (AKC)', value: 'Two varieties: up to 13 inches, and 13 to 15 inches' },
      { attribute: 'Recall', value: 'Unreliable once the nose takes over' },
    ],
    texts: {
      description: `The Beagle is a sturdy, compact hound with long, soft ears, a broad nose and a tail carried high like a flag, usually tipped with white so that hunters can see it in long grass. Small hounds for hunting hare on foot were kept in England for centuries, and Elizabeth I is said to have owned tiny "pocket beagles"; the modern breed descends largely from the pack assembled by the Reverend Phillip Honeywood in Essex in the 1830s.

Beagles still hunt in packs in Britain, following hares on foot, and their nose has given them a modern career: the United States Department of Agriculture's Beagle Brigade has sniffed out smuggled meat and plants at airports since the 1980s, chosen partly because a small, friendly hound does not alarm travellers. Charles Schulz's Snoopy made the breed famous worldwide. Beagles need plenty of exercise, secure fencing and an owner who accepts that the nose will always come first.`,
      temper: `Bred to live and work in packs, Beagles are gentle, good-humoured and sociable, friendly to strangers and usually excellent with children and other dogs. They dislike being alone and may howl or bay to say so, which neighbours notice. Independent and single-minded on a scent, they are not naturally obedient, and many are champion food thieves; patience, food rewards and a long line for recall training are the keys to living with one.`,
    },
    colors: ['#f4f1ea', '#c07a3a', '#1f1b18'],
  },
  {
    key: 'border-collie',
    family: 'dogs',
    name: 'Border Collie',
    synonyms: ['Working Collie', 'Scotch Sheep Dog'],
    origin: 'United Kingdom (Anglo-Scottish border)',
    dateOrigin: '19th century; named in 1915',
    raceType: 'Herding dog',
    utilizations:
      'Sheepdog, sheepdog trials, agility, obedience, search and rescue, detection, companion',
    abstract:
      'The working sheepdog of the British hills, bred for intelligence and stamina rather than looks, and widely considered the most trainable of all dogs.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 14, max: 20 }, height: { min: 48, max: 56 } },
      female: { weight: { min: 12, max: 19 }, height: { min: 46, max: 53 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Moderately long or smooth, both with a dense undercoat' },
      {
        attribute: 'Colours',
        value: 'Black and white most common; also red, blue, merle and tricolour',
      },
      {
        attribute: 'Working style',
        value: 'Gathers sheep with a crouching stalk and an intense stare, the "eye"',
      },
      {
        attribute: 'Key health tests',
        value: 'Eye examination; DNA tests for collie eye anomaly, TNS, CL and IGS; hip scores',
      },
    ],
    texts: {
      description: `The Border Collie is a medium-sized, athletic sheepdog with a keen, intelligent expression and a coat that may be smooth or moderately long, most often black and white. It was bred on the hill farms of the border country between England and Scotland purely for its ability to gather and drive sheep, and most modern Border Collies trace back to one dog, Old Hemp, born in Northumberland in 1893. The name itself was first used in 1915 by James Reid, secretary of the International Sheep Dog Society, which still keeps a studbook based on working ability rather than appearance.

A Border Collie's herding instinct and capacity to learn are extraordinary: a dog called Chaser, studied by the psychologist John Pilley, learned the names of more than a thousand objects. Those qualities make the breed the star of agility and obedience rings, but they also mean that a Border Collie kept as a pet needs several hours of physical and mental work every day. Without it, the dog may invent its own jobs, from herding children and cars to endless shadow chasing.`,
      temper: `Border Collies are intense, responsive and devoted to their handlers, with a work drive that rarely switches off. Many are reserved with strangers and sensitive to noise and sudden movement, and their instinct to control movement can show as nipping at heels or staring down other dogs. In an active home with daily training, sport or farm work they are loyal, affectionate and a joy to teach; in a quiet home without an outlet they can become anxious, obsessive or destructive.`,
    },
    colors: ['#1c1a19', '#f5f3ef', '#7a5238'],
  },
  {
    key: 'dachshund',
    family: 'dogs',
    name: 'Dachshund',
    synonyms: ['Teckel', 'Dackel', 'Sausage dog', 'Wiener dog', 'Badger dog'],
    origin: 'Germany',
    dateOrigin: '17th century; German breed club founded in 1888',
    raceType: 'Earth dog and scent hound',
    utilizations:
      'Hunting badger, fox and rabbit, tracking wounded game, earthdog trials, companion',
    abstract:
      'A long, low German hunting dog built to follow badgers underground, bred in three coats and several sizes, with far more courage than its legs suggest.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 9, max: 12 }, height: { min: 20, max: 27 } },
      female: { weight: { min: 8, max: 11 }, height: { min: 18, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      {
        attribute: 'Coats',
        value: 'Smooth, long-haired and wire-haired; long and wire coats need more grooming',
      },
      {
        attribute: 'Sizes',
        value: 'Standard and miniature; FCI countries add the rabbit (Kaninchen) size',
      },
      {
        attribute: 'Size by FCI',
        value: 'Measured by chest girth: over 35 cm, 30 to 35 cm, up to 30 cm',
      },
      {
        attribute: 'Main health risk',
        value: 'Intervertebral disc disease, linked to an FGF4 gene insertion',
      },
      { attribute: 'Voice', value: 'Surprisingly deep, loud bark' },
    ],
    texts: {
      description: `The Dachshund is unmistakable: a long, muscular body on very short legs, a deep, keel-shaped chest, a long head and a bold, alert bearing. Its name means "badger dog" in German, and it was bred in the German forests to locate badgers and foxes, follow them underground and hold them at bay, while its lower-set relatives trailed wounded deer and hare. The short legs are a working feature, not a fashion: they let the dog manoeuvre in tunnels, and the loud voice tells the hunter where to dig.

The breed comes in three coats, smooth, long-haired and wire-haired, and in the standard and miniature sizes, with a third, smaller rabbit size recognised by FCI countries, which classify Dachshunds by chest girth rather than weight. The long back is its weak point: intervertebral disc disease affects as many as one in four Dachshunds, so owners should keep their dog slim and fit and limit jumping on and off furniture. Waldi, a striped Dachshund, was the first official Olympic mascot, at the 1972 Munich Games.`,
      temper: `Dachshunds are clever, lively and courageous to the point of rashness, with the independent mind of a dog bred to make its own decisions underground. They are affectionate and loyal with their family, often attaching themselves to one person, but can be wary of strangers and vocal watchdogs. Stubbornness makes house-training and recall slow work, so short, consistent, reward-based sessions are essential; wire-haired dogs tend to be the most terrier-like and long-haired ones the calmest.`,
    },
    colors: ['#9c4a1f', '#1e1714', '#c98a4e'],
  },
  {
    key: 'yorkshire-terrier',
    family: 'dogs',
    name: 'Yorkshire Terrier',
    synonyms: ['Yorkie'],
    origin: 'United Kingdom (England: Yorkshire and Lancashire)',
    dateOrigin: 'Mid-19th century; recognised by The Kennel Club in 1886',
    raceType: 'Toy terrier',
    utilizations: 'Companion, show dog, formerly ratter in mills and mines',
    abstract:
      'A tiny terrier with a floor-length, steel-blue and tan coat, bred by working people in the mill towns of Yorkshire and now one of the best-known toy dogs.',
    lifespan: { min: 11, max: 15 },
    measures: {
      male: { weight: { min: null, max: 3.2 }, height: { min: 18, max: 23 } },
      female: { weight: { min: null, max: 3.2 }, height: { min: 18, max: 23 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, straight, fine and silky single coat, with no undercoat' },
      {
        attribute: 'Colours',
        value: 'Dark steel blue on the body, rich golden tan on head, chest and legs',
      },
      {
        attribute: 'Puppies',
        value: 'Born black and tan; the blue develops over the first two years',
      },
      {
        attribute: 'Common problems',
        value: 'Dental disease, patellar luxation, tracheal collapse',
      },
    ],
    texts: {
      description: `The Yorkshire Terrier is one of the smallest dogs in the world, weighing no more than 3.2 kilograms under the breed standard, yet it remains a terrier at heart. It was developed in the mid-nineteenth century in the textile districts of Yorkshire and Lancashire, from terriers brought south by Scottish workers, to catch rats in mills and mines. The breed's father is considered to be Huddersfield Ben, a dog born in 1865 and shown with great success by Mary Ann Foster of Bradford; within a few decades the ratter of working men had become a lapdog of Victorian ladies.

Its glory is the coat: long, straight and silky, dark steel blue from the back of the head to the root of the tail and a rich golden tan on the head, chest and legs. Show dogs carry it to the floor, with the hair on the head tied up in a topknot, while most pet Yorkies are kept in a short "puppy clip". Either way the breed needs regular grooming and daily tooth care, as small mouths are prone to crowded teeth and gum disease.`,
      temper: `Yorkies are confident, inquisitive and affectionate, with a terrier's spirit in a toy's body. They are alert watchdogs and quick to bark, can be bossy with larger dogs, and may chase small animals. They bond closely with their people and travel easily, but their size makes them vulnerable to rough handling, so they suit homes with older children. Consistent, gentle training prevents the small-dog habits of yapping and snapping that follow from being carried everywhere and never taught.`,
    },
    colors: ['#3e4a57', '#c8934f', '#1f2226'],
  },
  {
    key: 'chihuahua',
    family: 'dogs',
    name: 'Chihuahua',
    synonyms: ['Chi', 'Chihuahueño'],
    origin: 'Mexico',
    dateOrigin: 'Pre-Columbian ancestry; modern breed from the mid-19th century',
    raceType: 'Toy dog',
    utilizations: 'Companion',
    abstract:
      'The smallest dog breed, named after the Mexican state where it was found, with an apple-domed head, big ears and a large personality.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 1.5, max: 3 }, height: { min: 15, max: 23 } },
      female: { weight: { min: 1.5, max: 3 }, height: { min: 15, max: 23 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'low',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coats', value: 'Smooth (short and glossy) or long (soft, with feathering)' },
      { attribute: 'Head', value: 'Apple-domed skull; a soft spot, the molera, may persist' },
      { attribute: 'Colours', value: 'Any colour or combination, except merle in most standards' },
      { attribute: 'Cold tolerance', value: 'Poor; needs a coat in cold, wet weather' },
      {
        attribute: 'Common problems',
        value: 'Dental disease, patellar luxation, hypoglycaemia in puppies',
      },
    ],
    texts: {
      description: `The Chihuahua is the smallest dog breed recognised by the kennel clubs, a compact, graceful little dog with a rounded "apple" skull, large, upright ears and full, luminous eyes. It takes its name from the Mexican state of Chihuahua, where American visitors found and bought small dogs in the second half of the nineteenth century; the American Kennel Club registered its first Chihuahua, named Midget, in 1904. The breed is often linked with the Techichi, a small dog kept by the Toltecs and later the Aztecs, and DNA studies have found traces of pre-Columbian ancestry in modern Chihuahuas.

The breed comes in two coats, smooth and long, and in almost every colour. Its size makes it an easy city companion, but also fragile: a fall from a sofa can break a leg, puppies can suffer dangerously low blood sugar if they miss meals, and crowded teeth need regular brushing. Chihuahuas feel the cold and appreciate a coat and a warm bed.`,
      temper: `Chihuahuas are alert, lively and devoted, often attaching themselves to one person and following them everywhere. They are quick to bark at strangers and can be defensive or snappy if they are handled roughly, teased or simply carried everywhere and never allowed to be a dog. Well socialised and trained with patience and small food rewards, they are bold, playful and surprisingly robust companions who enjoy walks, learn tricks readily and get along with gentle children and other calm pets.`,
    },
    colors: ['#d9b07a', '#f3e7d3', '#3a2a20'],
  },
  {
    key: 'basenji',
    family: 'dogs',
    name: 'Basenji',
    synonyms: ['Congo Dog', 'Congo Terrier', 'African Barkless Dog'],
    origin: 'Central Africa (Congo basin)',
    dateOrigin: 'Ancient; brought to Britain in the 1930s',
    raceType: 'Primitive hunting dog',
    utilizations: 'Hunting (driving game into nets), lure coursing, companion',
    abstract:
      'An ancient hunting dog of the Congo forests that does not bark but yodels, with a wrinkled forehead, a tightly curled tail and the grooming habits of a cat.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 10, max: 12 }, height: { min: 41, max: 44 } },
      female: { weight: { min: 9, max: 10 }, height: { min: 38, max: 41 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Voice', value: 'No true bark; yodels, howls and "baroos"' },
      { attribute: 'Coat', value: 'Short, fine and close, with little odour' },
      { attribute: 'Colours', value: 'Red, black, tricolour or brindle, always with white' },
      { attribute: 'Breeding cycle', value: 'Females come into season once a year, like wolves' },
      {
        attribute: 'Key health tests',
        value: 'Fanconi syndrome DNA test, eye examination, thyroid',
      },
    ],
    texts: {
      description: `The Basenji is a light, graceful dog with a finely chiselled head, a wrinkled forehead that gives it a perpetually puzzled look, pricked ears and a tail curled tightly over one hip. For centuries it has hunted with forest peoples of the Congo basin, who use it to find game and drive it into nets, often fitting the dogs with wooden or gourd bells so that the silent hunters can be heard. Genetic studies place the Basenji among the most ancient dog breeds, outside the large cluster of modern European breeds.

Attempts to bring the breed to Britain in the 1890s and 1920s failed when the imported dogs died of disease, and it was Olivia Burn's dogs, shown at Crufts in 1937, that established it in the West. The American Kennel Club followed in 1943. Basenjis are famous for not barking: the shape of the larynx produces a yodelling sound instead. They are also exceptionally clean, grooming themselves like cats, and the bitches come into season only once a year.`,
      temper: `Basenjis are intelligent, alert and independent, affectionate with their own people and aloof with strangers. They have a powerful hunting instinct, so recall off the lead is rarely reliable and small pets may be at risk. Curious and inventive, they climb fences, open cupboards and chew when bored, and they treat repetitive obedience with polite contempt; short, varied, reward-based training and plenty of running in secure areas suit them far better.`,
    },
    colors: ['#b5562a', '#f4efe6', '#1e1a18'],
  },
  {
    key: 'greyhound',
    family: 'dogs',
    name: 'Greyhound',
    synonyms: ['English Greyhound'],
    origin: 'United Kingdom',
    dateOrigin: 'Ancient sighthound type; modern breed developed in Britain',
    raceType: 'Sighthound',
    utilizations: 'Racing, coursing, lure coursing, show dog, companion',
    abstract:
      'The fastest dog breed, a tall, streamlined sprinter that can reach about 70 km/h, and at home one of the calmest and most undemanding of companions.',
    lifespan: { min: 10, max: 14 },
    measures: {
      male: { weight: { min: 29, max: 32 }, height: { min: 71, max: 76 } },
      female: { weight: { min: 27, max: 29 }, height: { min: 68, max: 71 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Top speed', value: 'About 70 km/h (45 mph)' },
      { attribute: 'Coat', value: 'Very short and fine, with almost no undercoat' },
      {
        attribute: 'Colours',
        value: 'Black, white, red, blue, fawn, fallow, brindle, alone or with white',
      },
      {
        attribute: 'Physiology',
        value: 'High red cell count, low body fat, sensitive to some anaesthetics',
      },
      { attribute: 'Off lead', value: 'Only in securely fenced areas; strong chase instinct' },
    ],
    texts: {
      description: `The Greyhound is built for speed: a long, narrow head, a deep chest holding a large heart and lungs, a flexible, arched back and powerful hindquarters that allow a double-suspension gallop, with all four feet off the ground twice in each stride. Sighthounds of this type have been kept for thousands of years, and the name comes from the Old English grighund. The modern breed was shaped in Britain, first for coursing hares, a sport whose great event, the Waterloo Cup, ran from 1836 until hare coursing was banned in 2005, and then for track racing, which arrived in Britain at Belle Vue in Manchester in 1926.

Racing Greyhounds and show Greyhounds are now bred separately, and the show dogs are somewhat larger. Thousands of racers retire every year, usually aged between two and five, and rehoming charities find them homes as pets. A retired Greyhound needs a coat in cold weather, a soft bed to protect its bony frame, and a vet familiar with the breed's unusual blood values and sensitivity to certain drugs.`,
      temper: `For all their speed, Greyhounds are gentle, quiet and famously lazy indoors, content with two walks and an occasional sprint, and sleeping much of the day. They are sensitive and sometimes shy, respond best to soft handling, and rarely bark. Their chase instinct is strong: many cannot live with cats or small pets, and most should wear a muzzle at first and run free only in secure, fenced areas.`,
    },
    colors: ['#a8a29a', '#1f1d1c', '#8a6a4f'],
  },
  {
    key: 'dalmatian',
    family: 'dogs',
    name: 'Dalmatian',
    synonyms: ['Carriage Dog', 'Spotted Coach Dog', 'Firehouse Dog', 'Dalmatinac'],
    origin: 'Croatia (Dalmatia); developed in England',
    dateOrigin: '17th century; first standard written in England in 1882',
    raceType: 'Coach dog',
    utilizations: 'Carriage dog, guard, firehouse mascot, companion, show dog',
    abstract:
      'The spotted carriage dog, bred to run for miles alongside horse-drawn coaches, with great stamina, a short white coat with black or liver spots, and a few breed-specific health issues.',
    lifespan: { min: 11, max: 13 },
    measures: {
      male: { weight: { min: 27, max: 32 }, height: { min: 56, max: 62 } },
      female: { weight: { min: 24, max: 29 }, height: { min: 54, max: 60 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, hard, dense and glossy; sheds all year' },
      { attribute: 'Spots', value: 'Black or liver on white, round and well defined' },
      { attribute: 'Puppies', value: 'Born white; the spots appear from about two weeks' },
      { attribute: 'Hearing', value: 'Deafness is common; BAER-test puppies' },
      { attribute: 'Urinary health', value: 'High uric acid; prone to urate stones' },
    ],
    texts: {
      description: `The Dalmatian is a strong, muscular, elegant dog, balanced for endurance, with a short white coat covered in round black or liver spots. Its name and earliest images come from Dalmatia on the Croatian coast, where paintings from the seventeenth century show spotted dogs, but the breed as we know it was developed in England as a carriage dog, trotting for miles beside coaches and guarding the horses and luggage at night. In the United States the same partnership with horses made it the mascot of horse-drawn fire engines, and Dodie Smith's novel The Hundred and One Dalmatians, filmed by Disney in 1961, made it famous.

Puppies are born pure white and develop their spots over the first weeks. Two health issues are specific to the breed. Deafness, linked to the genes that produce the white coat, affects some degree of hearing in about a quarter to a third of Dalmatians, so puppies should be BAER-tested. And almost all Dalmatians excrete uric acid rather than allantoin, making them prone to urinary stones; a "low uric acid" line, created in the 1970s by a single cross to a Pointer, avoids the problem.`,
      temper: `Dalmatians are outgoing, friendly and full of energy, with the stamina of a dog bred to run beside horses all day. They need long daily exercise, such as running, cycling or canicross once fully grown, and a bored Dalmatian can be boisterous and destructive. They are loyal and affectionate with their family, sometimes reserved with strangers, and sensitive to harsh handling, so consistent, reward-based training and early socialisation work best.`,
    },
    colors: ['#f7f5f0', '#1b1b1b', '#6b3f26'],
  },
  {
    key: 'siberian-husky',
    family: 'dogs',
    name: 'Siberian Husky',
    synonyms: ['Husky', 'Sibe', 'Chukcha'],
    origin: 'Russia (north-eastern Siberia); developed in the United States',
    dateOrigin: 'Ancient; first imported to Alaska in 1908',
    raceType: 'Sled dog',
    utilizations: 'Sled dog racing, sledding and skijoring, canicross, companion',
    abstract:
      'A medium-sized, wolf-like sled dog of the Chukchi people, built to pull light loads fast over long distances, with boundless stamina and a famously independent streak.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 20, max: 27 }, height: { min: 53, max: 60 } },
      female: { weight: { min: 16, max: 23 }, height: { min: 51, max: 56 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'very_high',
      grooming: 'moderate',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Medium-length double coat; moults heavily twice a year' },
      { attribute: 'Eyes', value: 'Brown, blue, one of each, or parti-coloured' },
      { attribute: 'Voice', value: 'Howls, "talks" and whines rather than barks' },
      { attribute: 'Escape risk', value: 'High; digs, jumps and climbs fences' },
      { attribute: 'Key health tests', value: 'Eye examination, hip scores' },
    ],
    texts: {
      description: `The Siberian Husky is a medium-sized, compact sled dog with erect triangular ears, a well-furred brush of a tail and a smooth, tireless trot. Its ancestors were the dogs of the Chukchi people of north-eastern Siberia, who bred them to pull light sleds over great distances on little food. In 1908 the first team was brought to Alaska for the All Alaska Sweepstakes race, and in 1925 Siberians led by Leonhard Seppala, with his lead dog Togo, ran the longest stretch of the relay that carried diphtheria antitoxin to Nome; Balto, who led the final leg, is remembered with a statue in New York's Central Park.

The American Kennel Club recognised the breed in 1930, and Siberians remain popular in sled racing, where they are the classic purebred choice, and as companions for active owners. They need a great deal of running, a securely fenced garden and owners who can cope with clouds of undercoat twice a year. A Husky in a warm flat with a short walk a day is usually an unhappy, destructive one.`,
      temper: `Siberians are friendly, gentle and outgoing, welcoming to strangers and usually sociable with other dogs, so they make hopeless guard dogs. They are also independent, mischievous and easily bored, with a strong prey drive towards cats and small animals and a habit of running off and not coming back. Training takes patience and creativity, recall is rarely reliable, and they are happiest with a job: pulling a sled, a bike or a runner.`,
    },
    colors: ['#8e939a', '#f4f4f2', '#2d2f33'],
  },
  {
    key: 'samoyed',
    family: 'dogs',
    name: 'Samoyed',
    synonyms: ['Sammy', 'Samoyedskaya Sobaka', 'Bjelkier'],
    origin: 'Russia (north-western Siberia); developed in the United Kingdom',
    dateOrigin: 'Ancient; brought to Britain in 1889',
    raceType: 'Spitz',
    utilizations: 'Sled dog, reindeer herding, guarding, companion, show dog',
    abstract:
      'A smiling white spitz of the Siberian tundra, used by the Nenets and other Samoyedic peoples to herd reindeer and pull sleds, with a dense, stand-off coat that needs serious grooming.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 20, max: 30 }, height: { min: 51, max: 56 } },
      female: { weight: { min: 16, max: 23 }, height: { min: 46, max: 51 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'high',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Harsh, straight outer coat standing away from a thick, soft undercoat',
      },
      { attribute: 'Colours', value: 'Pure white, cream, or white and biscuit' },
      { attribute: 'Expression', value: 'Upturned mouth corners, the "Sammy smile"' },
      { attribute: 'Voice', value: 'Vocal; barks and "talks"' },
      {
        attribute: 'Key health tests',
        value: 'Hip scores, eye examination, hereditary glomerulopathy',
      },
    ],
    texts: {
      description: `The Samoyed is a strong, graceful spitz with a profuse white coat, a tail curled over the back and a mouth that turns up at the corners in the breed's famous smile. It is named after the Samoyedic peoples of north-western Siberia, such as the Nenets, who used their dogs to herd reindeer, pull sleds and guard camps, and who shared their tents with them for warmth. In 1889 the zoologist Ernest Kilburn-Scott brought a puppy named Sabarka back to England, and with Queen Alexandra among the early enthusiasts the breed was established in Britain; around the turn of the century Samoyeds also hauled sleds on polar expeditions.

The coat is the Samoyed's glory and its owner's chore: a harsh, glistening outer coat stands away from a dense woolly undercoat that is shed in huge quantities once or twice a year, and that some owners spin into a soft yarn. Expect to brush thoroughly several times a week, and be prepared for white hair on everything. Breeders should screen for hip dysplasia, eye disease and Samoyed hereditary glomerulopathy, an inherited kidney disease.`,
      temper: `Samoyeds are friendly, gentle and sociable, fond of children and welcoming to visitors, and bred to live closely with people rather than be left alone. They are lively, playful and vocal, and many keep the herding habit of rounding up family members. Independent and sometimes stubborn, they train best with patience and variety, and they need daily exercise and something to do, or they will dig, bark and chew.`,
    },
    colors: ['#fbfaf6', '#ece4d2', '#d7c7a6'],
  },
  {
    key: 'poodle',
    family: 'dogs',
    name: 'Standard Poodle',
    synonyms: ['Poodle', 'Caniche', 'Pudel', 'Barbone'],
    origin: 'Germany; developed and standardised in France',
    dateOrigin: '16th century or earlier',
    raceType: 'Water dog',
    utilizations: 'Water retriever, gun dog, companion, show dog, assistance dog, dog sports',
    abstract:
      'The original and largest of the Poodles, a clever, athletic water retriever whose dense, curly, low-shedding coat is more often seen in show clips than in the duck marshes it was bred for.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 27, max: 32 }, height: { min: 45, max: 60 } },
      female: { weight: { min: 18, max: 23 }, height: { min: 45, max: 60 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Sizes (FCI)',
        value: 'Standard 45-60 cm, Medium 35-45 cm, Miniature 28-35 cm, Toy 24-28 cm',
      },
      { attribute: 'Coat', value: 'Dense, curly and continuously growing; sheds very little' },
      { attribute: 'Colours', value: 'Solid black, white, brown, grey, apricot, red and others' },
      { attribute: 'Grooming', value: 'Professional clip every 4 to 8 weeks, brushing between' },
      {
        attribute: 'Key health concerns',
        value: "Addison's disease, sebaceous adenitis, bloat, hip dysplasia",
      },
    ],
    texts: {
      description: `The Standard Poodle is a well-proportioned, elegant and active dog, squarely built, with a long, fine head and a dense coat of tight curls. Its name comes from the German Pudel, from pudeln, "to splash", and it was bred as a water retriever for duck shooting; the traditional show clips are said to descend from working trims that shaved the legs and hindquarters for swimming while leaving hair over the chest and joints for warmth. France adopted the breed so thoroughly, as the Caniche, that the FCI lists it as French.

The Standard is the original size. Smaller Poodles were bred down from it: kennel clubs in Britain and the United States recognise the Standard (over 38 cm), Miniature and Toy, while the FCI adds a Medium size and sets the Standard at 45 to 60 cm. All share one standard apart from size. The coat grows continuously and sheds little, which has made the Poodle a parent of many modern crossbreeds, but it mats quickly and needs clipping every few weeks and brushing in between.`,
      temper: `Standard Poodles are intelligent, lively and good-humoured, with a sensitive, people-focused nature and a playful streak that lasts well into old age. Ranked second only to the Border Collie in Stanley Coren's survey of working intelligence, they learn quickly and excel at obedience, agility and even gundog work, but get bored with repetition and resent harsh handling. They are affectionate with family and often reserved with strangers, and they need daily exercise, ideally with swimming or retrieving.`,
    },
    colors: ['#1b1a1a', '#f5f2ea', '#c98b50'],
  },
  {
    key: 'boxer',
    family: 'dogs',
    name: 'Boxer',
    synonyms: ['Deutscher Boxer', 'German Boxer'],
    origin: 'Germany (Munich)',
    dateOrigin: '1890s; first shown in Munich in 1895',
    raceType: 'Molosser',
    utilizations: 'Guard dog, police and military dog, protection sports, companion',
    abstract:
      'A muscular, square-built German working dog descended from the old Bullenbeisser, with a short, chiselled muzzle and a playful, clownish nature that lasts well beyond puppyhood.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 30, max: 32 }, height: { min: 57, max: 63 } },
      female: { weight: { min: 25, max: 27 }, height: { min: 53, max: 59 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, glossy, smooth and tight to the body' },
      { attribute: 'Colours', value: 'Fawn or brindle, with or without white markings' },
      {
        attribute: 'White Boxers',
        value: 'About a fifth of puppies; not accepted by most standards',
      },
      { attribute: 'Heat tolerance', value: 'Limited; short muzzle' },
      {
        attribute: 'Key health tests',
        value: 'Heart testing for aortic stenosis and cardiomyopathy, hip scores',
      },
    ],
    texts: {
      description: `The Boxer is a medium-to-large, short-coated dog of square build and strong bone, with a broad, blunt muzzle, an undershot jaw and an alert, intelligent expression. It descends from the Bullenbeisser, a hunting mastiff used in the German states to seize and hold boar and deer, crossed in the late nineteenth century with English Bulldogs. Breeders in Munich showed the first Boxers in 1895 and founded the German Boxer Club the same year, and during the First World War Boxers served as messenger and guard dogs.

Boxers come in fawn and brindle, often with white markings; mostly white puppies are common, but they are excluded from most breed standards and are more often deaf. The breed's health concerns include heart disease, notably aortic stenosis and an inherited cardiomyopathy that can cause irregular heartbeats and sudden death, and a high rate of tumours, especially mast cell tumours. Like other short-muzzled breeds, Boxers cope badly with heat.`,
      temper: `Boxers are exuberant, affectionate and fearless, famous for their bouncy play and the wriggling "kidney bean" dance with which they greet their people. They are patient and protective with children, watchful with strangers, and slow to grow up, often staying puppyish for three years. Intelligent but easily bored and sometimes headstrong, they learn best in short, varied, reward-based sessions, and they need daily vigorous exercise and company.`,
    },
    colors: ['#c48a4e', '#5a3a24', '#f3efe8'],
  },
  {
    key: 'rottweiler',
    family: 'dogs',
    name: 'Rottweiler',
    synonyms: ['Rottie', 'Rottweiler Metzgerhund'],
    origin: 'Germany (Rottweil, Württemberg)',
    dateOrigin: "Medieval drovers' dog; first breed club founded in 1907",
    raceType: 'Molosser',
    utilizations:
      'Police and military dog, guard dog, herding and droving, search and rescue, therapy dog, companion',
    abstract:
      "A powerful black-and-tan drovers' dog from the old market town of Rottweil, calm, confident and protective, and one of the classic police and service breeds.",
    lifespan: { min: 9, max: 11 },
    measures: {
      male: { weight: { min: 45, max: 60 }, height: { min: 61, max: 68 } },
      female: { weight: { min: 38, max: 48 }, height: { min: 56, max: 63 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Medium-length, coarse, flat outer coat over an undercoat' },
      { attribute: 'Colours', value: 'Black with clearly defined rich tan markings' },
      { attribute: 'Guarding instinct', value: 'Strong; needs thorough early socialisation' },
      {
        attribute: 'Key health tests',
        value: 'Hip and elbow scores, heart testing, JLPP DNA test',
      },
      { attribute: 'Main health risks', value: 'Bone cancer, cruciate ligament rupture' },
    ],
    texts: {
      description: `The Rottweiler is a robust, powerful dog, compact and muscular, with a broad head, a strong muzzle and a black coat with mahogany-tan markings on the cheeks, muzzle, chest and legs. Its name comes from Rottweil, a market town in Württemberg, where butchers and cattle dealers used such dogs to drive livestock to market, guard money and pull carts of meat; the breed was known as the Rottweiler Metzgerhund, the Rottweil butcher's dog. Tradition links its ancestry to the mastiff-type dogs that accompanied Roman armies over the Alps.

When railways replaced cattle drives, the breed nearly vanished, but its strength and steadiness made it a natural police dog, and German police accepted it in 1910. The first Rottweiler club was founded in 1907, and the ADRK, formed in 1921, still governs the breed in Germany. Rottweilers need experienced, consistent owners, plenty of exercise and careful health screening, since the breed is prone to hip and elbow dysplasia, cruciate ligament injuries and bone cancer.`,
      temper: `A well-bred Rottweiler is good-natured, calm and confident, affectionate and playful with its family and naturally watchful and reserved with strangers. Its guarding instinct and sheer strength mean that early socialisation and calm, consistent, reward-based training are not optional. Intelligent and willing to work, Rottweilers excel at obedience, tracking and protection sports, and they are happiest with a job and a close bond with their owner rather than life alone in a yard.`,
    },
    colors: ['#161413', '#8b4a22', '#2b2321'],
  },
  {
    key: 'bulldog',
    family: 'dogs',
    name: 'Bulldog',
    synonyms: ['British Bulldog', 'English Bulldog'],
    origin: 'United Kingdom (England)',
    dateOrigin: '16th to 17th century; Bulldog Club founded in 1875',
    raceType: 'Molosser',
    utilizations: 'Companion, show dog, mascot; historically bull-baiting',
    abstract:
      "Britain's national symbol of tenacity, a low, wide, heavy-headed dog once bred for bull-baiting and now a placid companion with serious breed-related health problems.",
    lifespan: { min: 8, max: 10 },
    measures: {
      male: { weight: { min: 23, max: 25 }, height: { min: 31, max: 40 } },
      female: { weight: { min: 18, max: 23 }, height: { min: 31, max: 38 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, fine and smooth; facial folds need daily cleaning' },
      { attribute: 'Colours', value: 'Fawn, red, brindle, white and pied combinations' },
      { attribute: 'Heat tolerance', value: 'Very poor; risk of heatstroke' },
      { attribute: 'Whelping', value: 'Most litters are delivered by caesarean section' },
      { attribute: 'Key health check', value: 'Respiratory Function Grading for BOAS' },
    ],
    texts: {
      description: `The Bulldog is a thick-set, low-slung dog with a massive, square head, a short, broad, undershot face, loose skin folded over the skull and a rolling gait. It was developed in England for bull-baiting, a sport in which a dog seized a tethered bull by the nose, and when the Cruelty to Animals Act of 1835 outlawed baiting, the breed survived only through fanciers who turned it into a show dog. The Bulldog Club, founded in 1875, is one of the oldest breed clubs in the world, and the dog itself became a national emblem of British stubbornness, most famously linked with Winston Churchill.

Exaggerated selection has left the modern Bulldog with a heavy burden of health problems: difficult breathing from its flat face and narrow airways, skin-fold infections, cherry eye, joint problems and a head so large that most puppies are born by caesarean section. A UK study in 2022 found the breed at much higher risk than other dogs for many common disorders. The Kennel Club revised its standard to favour a healthier dog, and buyers should look for open nostrils, a visible muzzle, good breathing test results and moderate wrinkles.`,
      temper: `Despite its fierce appearance and origins, the Bulldog is gentle, affectionate and dignified, very patient with children and usually friendly with visitors and other pets. Bulldogs are calm, even sleepy, and need only short, gentle walks in cool weather, though they enjoy bursts of play. They can be very stubborn, so training works through patience and food rewards, not force, and they snore, snort and drool as a matter of course.`,
    },
    colors: ['#efe6da', '#b77b4a', '#5a3d2b'],
  },
  {
    key: 'cavalier-king-charles-spaniel',
    family: 'dogs',
    name: 'Cavalier King Charles Spaniel',
    synonyms: ['Cavalier', 'Cav', 'CKCS'],
    origin: 'United Kingdom (England)',
    dateOrigin: '1920s; recognised by The Kennel Club in 1945',
    raceType: 'Toy spaniel',
    utilizations: 'Companion, therapy dog, show dog',
    abstract:
      'A gentle, silky-coated toy spaniel recreated in the 1920s from the dogs of Stuart court paintings, devoted to its people but burdened with inherited heart and brain disorders.',
    lifespan: { min: 9, max: 14 },
    measures: {
      male: { weight: { min: 5.4, max: 8.2 }, height: { min: 30, max: 33 } },
      female: { weight: { min: 5.4, max: 8.2 }, height: { min: 30, max: 33 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long and silky, free from curl, with feathering on ears, legs and tail',
      },
      { attribute: 'Colours', value: 'Blenheim, tricolour, black and tan, and ruby' },
      { attribute: 'Main health risk', value: 'Mitral valve disease, often from middle age' },
      { attribute: 'Other concern', value: 'Chiari-like malformation and syringomyelia' },
      {
        attribute: 'Key health tests',
        value: 'Annual heart auscultation, MRI scan, eye examination',
      },
    ],
    texts: {
      description: `The Cavalier King Charles Spaniel is a small, graceful spaniel with a gently rounded head, a short but tapering muzzle, large dark eyes and long, feathered ears. Toy spaniels were favourites of the Stuart court, and Charles II was rarely seen without them, but by the twentieth century the King Charles Spaniel had been bred to a flat face and domed skull. In 1926 an American, Roswell Eldridge, offered a prize at Crufts for dogs with the longer nose seen in old paintings; breeders took up the challenge, a dog called Ann's Son became the model for the standard in 1928, and The Kennel Club recognised the Cavalier as a separate breed in 1945.

The breed comes in four colours: Blenheim, chestnut markings on a pearly white ground, named after the Duke of Marlborough's palace; tricolour; black and tan; and ruby. Cavaliers carry a heavy genetic burden. Mitral valve disease develops in most dogs during their lifetime, often from middle age, and many have Chiari-like malformation, in which the skull is too small for the brain, sometimes causing painful syringomyelia. Choose a breeder who takes part in heart and MRI screening schemes.`,
      temper: `Cavaliers are affectionate, gentle and eager to please, equally happy cuddled on a sofa or trotting on a country walk. They are friendly with strangers, children and other animals, which makes them excellent family and therapy dogs, and useless as guards. They learn easily with kind, reward-based training, but their spaniel nose can tempt them after birds, and they dislike being left alone for long.`,
    },
    colors: ['#f6f0e6', '#b5532a', '#1e1a18'],
  },
];
