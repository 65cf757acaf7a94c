import type { SeedBreed } from './types';

/** Dogs of the encyclopedia, part D: Portuguese and Brazilian breeds and more. Full profiles: Estrela Mountain Dog, Rhodesian Ridgeback. */
export const dogsD: SeedBreed[] = [
  {
    key: 'estrela-mountain-dog',
    family: 'dogs',
    name: 'Estrela Mountain Dog',
    synonyms: ['Cão da Serra da Estrela', 'Portuguese Mountain Dog', 'Estrela'],
    origin: 'Portugal (Serra da Estrela)',
    dateOrigin: 'Centuries old; first breed standard in 1933',
    raceType: 'Livestock guardian dog',
    utilizations: 'Flock guardian, farm and property guard, draught dog, companion',
    abstract:
      "Portugal's great flock guardian from the Serra da Estrela: a powerful, level-headed dog with a hooked tail and folded-back ears, devoted to its own people and wary of everyone else.",
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 45, max: 60 }, height: { min: 65, max: 73 } },
      female: { weight: { min: 35, max: 45 }, height: { min: 62, max: 69 } },
    },
    attributes: {
      size: 'giant',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'demanding',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long or short, both of goat-hair texture over a dense undercoat',
      },
      {
        attribute: 'Colours',
        value: 'Fawn, yellow or wolf grey, with or without brindling; always a dark mask',
      },
      {
        attribute: 'Tail',
        value: "Long and thick, with a hook at the tip like a shepherd's crook",
      },
      { attribute: 'Ears', value: 'Small, thin and folded backwards against the head' },
      {
        attribute: 'Guarding style',
        value: 'Barks first, patrols at night, stands between its charges and the threat',
      },
      { attribute: 'Key health tests', value: 'Hip and elbow scores' },
    ],
    texts: {
      description: `The Estrela Mountain Dog is a large, rugged livestock guardian from the Serra da Estrela, the highest mountain range in mainland Portugal, where it protected sheep and goats from wolves and thieves for centuries before anyone thought to write down a standard. It is built for the job rather than for show: muscular and deep-chested without being ponderous, with a long, slightly convex head, small folded-back ears, a thick tail that ends in a distinctive hook, and a coat that may be long or short but always has the feel of goat hair.

In Portugal the breed is a national emblem, and since the 1970s it has found a small but committed following abroad, especially in Britain. Owners are drawn by its calm presence and loyalty, but this is a working guardian with its own judgement, not an oversized family retriever. It needs room, a high and secure fence, early and thorough socialisation, and neighbours who can tolerate a deep bark at two in the morning.

For the right household, one that values a dignified, watchful companion and is prepared for the size, the shedding and the independence, an Estrela is a deeply rewarding dog that seems to take responsibility for everyone and everything it considers its own.`,
      temper: `At home the Estrela is quiet, affectionate and surprisingly gentle for its size. It bonds closely with its family, tends to keep them in view rather than in its lap, and is patient with the children and animals it has grown up with, often treating them as a flock to be watched over. Indoors it is content to lie across a doorway; outdoors it patrols, listens and watches.

Its attitude to strangers is the reverse. Aloofness and suspicion are written into the standard, and an Estrela will bark, posture and place itself between its people and anything it judges a threat, and may act without waiting for instructions. This makes good manners with visitors something to be taught and maintained through adulthood, and it makes the breed a poor choice for a first-time owner or a busy household with a constant stream of callers.`,
      history: `Nobody knows exactly when large guardian dogs first settled in the Serra da Estrela. Writers have credited Roman or Visigothic dogs, but there are no records, only the certainty that flock guardians have worked these mountains for a very long time. Each summer, when the lowland pastures dried out, shepherds drove their flocks up to the high grazing below the snowline, and the dogs went with them. Shepherds kept the dogs that did the work well: large, enduring, deep-chested animals able to live on leftovers, to sleep in the open and to face a wolf.

The mountains kept the dogs isolated, and well into the twentieth century they were little known elsewhere in Portugal. Fashion favoured foreign breeds, and many shepherds castrated their dogs to stop them leaving the flock to find mates, which threatened the population. From 1908 to 1919 regional shows called concursos were held to promote the breed, and these included working trials in which a dog's behaviour among a large flock was judged. A first official breed standard followed in 1933.

The breed spread slowly beyond Portugal from the second half of the century. The first Estrelas arrived in Britain in 1972, and the breed is now classified by The Kennel Club in the Pastoral group and by the FCI among the mountain-type molossoids. In its homeland it still guards flocks, although the wolf has since vanished from the Serra da Estrela itself, and Portuguese marines have used the breed as a patrol dog.`,
      appearance: `The Estrela is a large, mastiff-type dog that should give an impression of strength and vigour without ever looking cumbersome. The body is slightly longer than tall, with a broad, deep chest, a short, well-muscled loin and a slightly sloping croup; the legs are straight and strongly boned, and the feet are large with thick pads. The gait is easy and ground-covering, the jog-trot of a dog that may walk many kilometres a day beside a flock.

The head is long and powerful with a broad, slightly rounded skull and a muzzle that tapers moderately without becoming pointed. The nose is large and black, and the lips, eye rims and even the roof of the mouth are black. The eyes are oval, medium-sized and amber or darker, with a calm, intelligent expression. The ears are small, thin and triangular, rounded at the tips, and folded backwards and close to the head.

The tail is one of the breed's hallmarks: long, thick and well feathered, carried low at rest with a hook at the tip, and raised when the dog is alert. Males are noticeably bigger and more massive than females, standing 65 to 73 centimetres at the withers against 62 to 69 centimetres.`,
      fur_type: `Both coat varieties have the texture of goat hair: thick and slightly coarse, never silky or woolly. In the long coat the outer hair lies flat or slightly waved over a very dense undercoat that is usually lighter in colour. The hair is short and smooth on the head and the fronts of the legs, longer on the neck, where males in particular can carry a mane-like ruff, and forms breeches on the thighs and a generous feathering on the tail. The short coat is dense and harsh, with a shorter undercoat, and shows the outline of the body more clearly.

Either way, the coat is weatherproof and largely self-cleaning, and a weekly brush to the skin with a slicker and a wide-toothed comb keeps it in order for most of the year. Once or twice a year the undercoat is shed in quantity, and daily raking for two or three weeks saves the house and prevents felting behind the ears and on the breeches. The coat should never be clipped or shaved: it insulates against heat as well as cold, and shaved guardians are more prone to sunburn and overheating.`,
      variants: `The two coat varieties are judged together as one breed. The long coat is the more familiar outside Portugal and is the commoner variety at shows, while the short coat has traditionally been preferred by working shepherds, whose dogs collect fewer burrs and less mud in the scrub of the mountains.

Colours are fawn, yellow and wolf grey, in shades from light to dark, with or without brindling and often with black shading through the coat. All should have a dark mask, preferably black. Small white markings on the chest and feet are tolerated, but large white patches are not wanted and blue is undesirable. Within the breed there is also a visible difference between lighter, more athletic working dogs and the heavier, more profusely coated dogs favoured in the show ring.`,
      health_care: `For a dog of its size the Estrela is regarded as a robust breed, with a lifespan of around ten to twelve years. The most important inherited problems are hip and elbow dysplasia, so both parents of a litter should have hip and elbow scores. Like other large, deep-chested breeds it is at risk of gastric dilatation-volvulus (bloat), a surgical emergency: feed two or more measured meals a day rather than one large one, and avoid hard exercise for an hour or so either side of eating.

Puppies grow rapidly and mature slowly, often taking two to three years to fill out. A diet formulated for large-breed puppies, a lean body condition and self-directed play rather than forced runs, long stair sessions or jumping protect developing joints. Adults should be kept trim, as surplus weight on a big frame shortens both comfort and life.

Routine care is straightforward: regular checks of the ears and of the feathering around the anus, nail trimming, including any dewclaws, and shade and water in hot weather, which a dog built for mountain winters tolerates less well than cold.`,
      training: `Estrelas are intelligent and capable of learning a great deal, but they were bred to make decisions alone among the flock, not to wait for instructions. Repetitive drills bore them, harsh handling damages their trust, and they tend to ask what is in it for them. Short, calm sessions with food rewards, clear and consistent rules, and an owner who is patient rather than forceful get the best results.

Socialisation is the most important job of the first year. Puppies should meet a wide variety of people, places, vehicles and well-mannered dogs, and learn that visitors invited in by the family are to be accepted. The lessons need refreshing in adolescence, when guarding behaviour strengthens. Teach a reliable settle, walking on a loose lead and a cue to stop barking early, while the dog is still small enough to be managed easily.

Recall is seldom reliable when something interests a guardian dog, so exercise should be in secure areas. The breed is not suited to protection sports or bite work, which only sharpen an instinct that needs no encouragement.`,
      curiosities: `Working Estrelas in the mountains traditionally wore heavy collars studded with iron spikes, which protected the throat if a wolf tried to seize it. Such collars are still seen on working guardians in rural Portugal, and occasionally, for tradition's sake, in the show ring.

The hooked tail is more than a decoration in the standard: a tail that lacks the hook, or is carried over the back, counts as a fault. The Serra da Estrela is also home to one of Portugal's most celebrated cheeses, Queijo Serra da Estrela, made from the milk of the very flocks these dogs were bred to protect.

The early concursos judged dogs on work as well as looks. When the shepherd moved his flock, a good dog was expected to leave its post, gather any stragglers and then take up position at the head of the sheep.`,
      species: `Like every dog breed, the Estrela Mountain Dog belongs to the domestic dog, Canis familiaris, which descends from an ancient population of grey wolves. The wolf it was bred to fight, the Iberian wolf, is a subspecies of that same grey wolf, so the flock guardian and its adversary are close relatives that can still interbreed.

The Estrela belongs to the large family of livestock guardian dogs found along the old grazing routes of Europe and Asia, from the Pyrenean Mountain Dog and Spanish Mastiff to the Anatolian Shepherd Dog and the Caucasian Shepherd Dog. In Portugal its nearest relatives are the Rafeiro do Alentejo, the Cão de Castro Laboreiro and the Cão de Gado Transmontano. These dogs share a characteristic behavioural profile: strong attachment to the animals they grow up with, attentiveness, and a muted hunting sequence, so that they guard livestock rather than chase it.`,
    },
    colors: ['#c8965c', '#2e2621', '#8a7c6c'],
  },
  {
    key: 'rhodesian-ridgeback',
    family: 'dogs',
    name: 'Rhodesian Ridgeback',
    synonyms: ['Ridgeback', 'African Lion Hound', 'Lion Dog', "Van Rooyen's Lion Dog"],
    origin: 'Southern Africa (Zimbabwe and South Africa)',
    dateOrigin: 'Late 19th century; standard drawn up in 1922',
    raceType: 'Hound',
    utilizations: 'Hunting dog (baying big game), guard dog, lure coursing, tracking, companion',
    abstract:
      'The lion dog of southern Africa: an athletic, wheaten-coloured hound with a ridge of reversed hair along its back, a quiet dignity at home and great stamina in the field.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 36, max: 41 }, height: { min: 63, max: 69 } },
      female: { weight: { min: 29, max: 34 }, height: { min: 61, max: 66 } },
    },
    attributes: {
      size: 'large',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Ridge',
        value: 'Band of hair growing forwards along the spine, with two matching crowns',
      },
      { attribute: 'Coat', value: 'Short, dense, sleek and glossy, with no undercoat to speak of' },
      { attribute: 'Colours', value: 'Light wheaten to red wheaten; nose black or brown' },
      {
        attribute: 'Original work',
        value: 'Tracking lions and holding them at bay for the hunter',
      },
      {
        attribute: 'Key health checks',
        value:
          'Puppies felt for dermoid sinus; hip and elbow scores; DNA tests for DM, JME and EOAD',
      },
    ],
    texts: {
      description: `The Rhodesian Ridgeback is a large, muscular hound with a short wheaten coat and an unmistakable hallmark: a ridge of hair along the spine that grows in the opposite direction to the rest of the coat, starting with two whorls behind the shoulders and tapering towards the hips. It was developed by European settlers in southern Africa from their own dogs and the ridged dogs of the Khoikhoi, and it became famous as a 'lion dog', a hound that could track a lion and hold it at bay until the hunter arrived.

Today most Ridgebacks are companions, though many compete in lure coursing, tracking and agility and some still hunt. They combine the stamina of a hound with a guardian's instinct to protect home and family, and at rest they are calm, clean and almost catlike in their love of comfort.

A Ridgeback needs a good deal of exercise, a securely fenced garden, and an owner who accepts that a strong, independent and food-motivated dog will test boundaries, especially in its first two or three years. In return it is loyal, affectionate and undemanding in the house.`,
      temper: `Ridgebacks are dignified and even-tempered, affectionate with their families and often reserved with strangers, whom they tend to greet with watchful politeness rather than enthusiasm. They are protective without being noisy: most bark little, but a Ridgeback that decides something is wrong will make its presence felt. With children they are usually gentle, though a boisterous adolescent can easily knock a toddler over.

Beneath the calm is a hunter. Many have a strong urge to chase cats, livestock and wildlife, and they can be single-minded once they start. They are sensitive dogs that respond badly to harshness, slow to mature and sometimes stubborn, and they have a well-earned reputation as champion thieves of anything left on a kitchen counter.`,
      history: `Early European travellers at the Cape described the hunting dogs of the Khoikhoi people, lean, jackal-like animals with a ridge of hair growing the wrong way along the back. From the seventeenth century onwards, Dutch and later British settlers crossed their own dogs, among them mastiffs, greyhounds, bloodhounds and terriers, with these local dogs, and the ridge, being dominant, persisted. The result was a tough, adaptable farm and hunting dog able to cope with heat, ticks, scarce water and dangerous game.

The modern breed owes most to the Rhodesian frontier of the late nineteenth century. In the 1870s the missionary Charles Helm brought two bitches from the south to his mission at Hope Fountain near Bulawayo, and the big-game hunter Cornelius van Rooyen bred them with his own pack. His dogs worked in groups, harrying and baying lions until a hunter could come up, and their reputation spread as 'Van Rooyen's lion dogs'.

In 1922 Francis Richard Barnes invited owners to bring their dogs to the Bulawayo Kennel Club show to agree a standard. More than twenty dogs of every size and type appeared, a club was founded, and Barnes drafted a standard based on that of the Dalmatian. The South African Kennel Union approved it in 1926. The breed reached Britain and North America in the following decades, and the American Kennel Club recognised it in 1955.`,
      appearance: `The Ridgeback should look like an athlete: strong, muscular and active, symmetrical in outline and capable of great endurance with a fair amount of speed. The chest is deep rather than wide, the back powerful and the loin slightly arched; the legs are straight and strong, and the feet compact with well-arched toes. The tail is strong at the root and tapers towards the tip, carried with a slight upward curve but never curled.

The head is fairly long, with a flat skull that is broad between the ears and free of wrinkle when the dog is at rest. The ears are set high, of medium size and tapering to a rounded point, carried close to the head. Eye colour harmonises with the nose: dark eyes go with a black nose, amber eyes with a brown one.

The ridge itself should be clearly defined, tapering and symmetrical. It begins just behind the shoulders with two identical crowns, or whorls, placed opposite each other, and runs to the prominence of the hips. Off-centre crowns, extra crowns or a single crown are faults in the show ring, though they make no difference to the dog.`,
      fur_type: `The Ridgeback's coat is short and dense, sleek and glossy, lying flat against the body and never woolly or silky. It sheds lightly all year round, with a slightly heavier moult in spring, and needs no more than a weekly once-over with a rubber grooming mitt or hound glove to lift loose hair and bring up the shine. Baths are rarely necessary; the breed has little doggy odour.

The thin coat and lack of undercoat that suit an African climate make Ridgebacks sensitive to cold and wet. Most seek out radiators and sofas in winter, and a waterproof coat is sensible for long walks in bad weather. Because the skin is so little protected, check the dog after walks for scratches, ticks and grass seeds, particularly between the toes and in the ears.`,
      variants: `There are no size or coat varieties: all Ridgebacks are short-coated and wheaten, in shades from light wheaten to red wheaten. A little white on the chest and toes is allowed, and a darker muzzle and ears are permitted. Noses come in two colours, black and brown (liver), with eye colour to match; brown-nosed dogs are less common but fully accepted.

The one real variation is the ridge itself. Because it depends on a single dominant mutation, litters from ridged parents can include puppies without it. Ridgeless Ridgebacks are otherwise normal dogs. Breed club codes of ethics once recommended culling them; after public criticism in 2008 British clubs changed that guidance, and ridgeless puppies are now usually neutered and homed as pets.

The ridge also occurs in two Asian dogs, the Thai Ridgeback and the Phu Quoc Ridgeback of Vietnam, which carry the same mutation.`,
      health_care: `The breed's best-known inherited problem is dermoid sinus, a tube-like defect in the skin along the midline of the neck or back left over from the development of the spinal cord. It can become infected or, in deeper forms, reach the spinal canal. Breeders feel every puppy carefully for sinuses before sale, and affected puppies can be treated surgically. Swedish research has suggested that giving folic acid to the bitch before mating and during pregnancy lowers the risk.

Other conditions to screen for include hip and elbow dysplasia, hypothyroidism and degenerative myelopathy, a progressive spinal disease of older dogs. DNA tests are also available for a form of juvenile myoclonic epilepsy and for early-onset adult deafness, both identified in the breed in recent years. As a deep-chested breed, the Ridgeback is also at risk of bloat.

Ridgebacks are greedy and will put on weight if given the chance, so measure food and keep it out of reach. Expected lifespan is about ten to twelve years.`,
      training: `Ridgebacks learn quickly but decide for themselves whether a request is worth obeying. Reward-based training with food, play and plenty of variety works far better than repetition or force; a Ridgeback that has been handled harshly often shuts down or becomes wary. Keep sessions short and make cooperation rewarding, and build from an early age the habits that matter most: a solid recall, loose-lead walking, settling on a bed and leaving food alone.

Early and continuing socialisation is essential for a dog that is naturally reserved with strangers and can be protective. Puppies should meet many kinds of people and well-behaved dogs, and adolescents, which can become bold and pushy between about one and two years old, need consistent rules rather than confrontation.

Recall needs particular work because of the breed's prey drive; many owners rely on a long line in open country until the dog is mature. Lure coursing, scent work and canicross are excellent outlets for the energy and instincts of a dog bred to run and track.`,
      curiosities: `The 1922 meeting in Bulawayo built the standard almost literally from parts. According to an eyewitness account, the assembled dogs ranged from what looked like an undersized Great Dane to a small Bull Terrier, and one spectator picked out one dog for its size and shape, another for its head and neck, a third for its legs and feet, and so on through five dogs, to describe the ideal that Barnes then wrote down.

The ridge's genetic cause was identified in 2007: a duplication of a stretch of DNA containing several genes involved in development, among them the fibroblast growth factor genes FGF3, FGF4 and FGF19. One copy is enough to produce a ridge, and the same duplication raises the risk of dermoid sinus, which is why the two traits travel together.

Ridgebacks were never expected to kill lions. A pack of two or more dogs would find the lion, bay it and dodge its charges, keeping it in one place until the hunter arrived, work that demanded speed, agility and judgement as much as courage.`,
      species: `The Rhodesian Ridgeback is a breed of the domestic dog, Canis familiaris, descended from ancient grey wolves like every other breed. Its ancestry is unusually mixed: European breeds brought by settlers on one side, and on the other the indigenous dogs of southern Africa, which belong to a long-established African dog population that arrived on the continent thousands of years before Europeans.

The ridge is a striking example of how a single mutation can define a breed. The gene duplication behind it is shared by the Thai Ridgeback and the Phu Quoc Ridgeback, which suggests it arose once, long ago, in an ancestral dog and spread with its descendants. The FCI classifies the Ridgeback with the scent hounds, in a small section of related breeds that it shares only with the Dalmatian, whose standard served as the model for its own.`,
    },
    colors: ['#c8844a', '#e0b27a', '#3a2a20'],
  },
  {
    key: 'papillon',
    family: 'dogs',
    name: 'Papillon',
    synonyms: ['Continental Toy Spaniel', 'Épagneul Nain Continental', 'Butterfly Dog', 'Phalène'],
    origin: 'France and Belgium',
    dateOrigin: '16th century; modern erect-eared type from the early 20th century',
    raceType: 'Toy spaniel',
    utilizations: 'Companion, agility, obedience, show dog',
    abstract:
      'A dainty, bright-eyed toy spaniel named after the French word for butterfly, for its large, fringed ears, and much sturdier and cleverer than it looks.',
    lifespan: { min: 13, max: 16 },
    measures: {
      male: { weight: { min: 1.5, max: 4.5 }, height: { min: 20, max: 28 } },
      female: { weight: { min: 1.5, max: 5 }, height: { min: 20, max: 28 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, fine and silky, with no undercoat' },
      { attribute: 'Ears', value: 'Erect and fringed (Papillon) or dropped (Phalène)' },
      {
        attribute: 'Colours',
        value: 'White with patches of any colour; symmetrical facial markings preferred',
      },
      { attribute: 'Sport', value: 'Outstanding at agility and obedience for its size' },
      {
        attribute: 'Key health tests',
        value: 'Patella examination; DNA tests for PRA and neuroaxonal dystrophy',
      },
    ],
    texts: {
      description: `The Papillon is a small, fine-boned spaniel with a long, silky coat, a plumed tail carried over the back and large, heavily fringed ears that, set at an angle, resemble the open wings of a butterfly, which is what papillon means in French. A drop-eared form, called the Phalène (moth), is part of the same breed and can appear in the same litters.

Dwarf spaniels were favourite companions at European courts from the Renaissance onwards and appear in portraits by painters such as Titian. For centuries they had drooping ears; the erect-eared type became dominant only in the early twentieth century.

Despite its delicate looks, the Papillon is a hardy, active little dog that enjoys walks, learns quickly and competes with great success in agility and obedience. In 1999 a Papillon called Kirby won Best in Show at Westminster in New York.`,
      temper: `Papillons are lively, friendly and curious, very attached to their owners and usually good with other pets. They are alert and will bark at visitors, and some can be possessive of their people or toys.

They are among the most trainable of the toy breeds, keen to learn tricks and to work with their owners, but they can become yappy or snappy if carried everywhere and treated as an ornament. Their fine bones make them vulnerable to falls and rough play, so they suit homes with older, careful children best.`,
    },
    colors: ['#f7f4ee', '#b5612c', '#2c2420'],
  },
  {
    key: 'havanese',
    family: 'dogs',
    name: 'Havanese',
    synonyms: ['Bichon Havanais', 'Havana Silk Dog', 'Bichón Habanero'],
    origin: 'Cuba',
    dateOrigin: '18th to 19th century; rebuilt in the United States from the 1970s',
    raceType: 'Bichon-type companion dog',
    utilizations: 'Companion, therapy dog, trick training, agility',
    abstract:
      "Cuba's national dog: a sturdy little bichon with a soft, profuse coat, a springy gait and a sunny, people-centred temperament.",
    lifespan: { min: 14, max: 16 },
    measures: {
      male: { weight: { min: 3, max: 6 }, height: { min: 23, max: 27 } },
      female: { weight: { min: 3, max: 6 }, height: { min: 23, max: 27 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, soft and light, flat to curly; little or no undercoat' },
      { attribute: 'Colours', value: 'All colours, solid or in combination' },
      { attribute: 'Gait', value: 'Lively and elastic, with a characteristic spring' },
      { attribute: 'Shedding', value: 'Low, but not hypoallergenic' },
      {
        attribute: 'Key health tests',
        value: 'Eye examination, patella check, hearing (BAER) test, hip scores',
      },
    ],
    texts: {
      description: `The Havanese is a small, robust member of the bichon family, related to the Maltese, the Bichon Frisé, the Bolognese and the Coton de Tuléar. Its ancestors are thought to have reached Cuba with Spanish settlers and traders, and in the island's colonial society they became the pampered companions of wealthy families. Today the Havanese is widely regarded as Cuba's national dog.

After the revolution of 1959, many families left Cuba, and a few took their dogs with them. In the 1970s the American breeders Dorothy and Frank Goodale gathered eleven Havanese from Cuban émigrés and rebuilt the breed from them; the American Kennel Club recognised it in 1996.

The Havanese has a profuse, silky coat that can be kept long, corded or in a short pet trim. It is slightly longer than tall, with a tail carried over the back and a springy, joyful way of moving.`,
      temper: `Havanese are affectionate, gentle and outgoing, usually delighted to meet people and friendly with children and other animals. They are intelligent and keen to please, learn tricks readily and are used as therapy dogs.

Their devotion has a downside: many follow their owners from room to room and can become anxious when left alone, so they suit households where someone is usually at home. They are alert and will bark at visitors, but are rarely noisy without reason.`,
    },
    colors: ['#f3ece1', '#c9a57a', '#6e5440'],
  },
  {
    key: 'lhasa-apso',
    family: 'dogs',
    name: 'Lhasa Apso',
    synonyms: ['Lhasa', 'Apso'],
    origin: 'Tibet',
    dateOrigin: 'Ancient; known in the West from the early 20th century',
    raceType: 'Companion and watchdog',
    utilizations: 'Indoor sentinel in monasteries and homes, companion',
    abstract:
      'A small, long-coated watchdog from Tibet, kept for centuries in monasteries and noble houses, with a self-possessed, lion-hearted character.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 6, max: 8 }, height: { min: 25, max: 28 } },
      female: { weight: { min: 5, max: 7 }, height: { min: 23, max: 26 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'low',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long, heavy and straight, hard rather than silky, with a moderate undercoat',
      },
      {
        attribute: 'Colours',
        value:
          'Golden, sand, honey, dark grizzle, slate, smoke, parti-colour, black, white or brown',
      },
      { attribute: 'Tail', value: 'Carried over the back, often with a kink at the end' },
      {
        attribute: 'Longevity',
        value: 'One of the longer-lived breeds; many reach their late teens',
      },
      { attribute: 'Key health tests', value: 'Eye examination; DNA test for PRA' },
    ],
    texts: {
      description: `The Lhasa Apso is a small, sturdy dog with a long, hard, straight coat that falls over its eyes, a kink-tipped tail carried over the back, and an air of quiet self-importance. It comes from Tibet, where it was kept in monasteries and in the houses of the nobility as an indoor sentinel, barking at strangers while the large Tibetan Mastiffs guarded outside. It is sometimes given a Tibetan name meaning 'bark lion sentinel dog'.

Lhasas were traditionally not sold but given as gifts, and some of the first to reach the West came this way: in 1933 the thirteenth Dalai Lama presented dogs to the American traveller Suydam Cutting, who helped establish the breed in the United States. Genetic studies have placed the Lhasa Apso among the breeds most closely related to the dogs of early domestication.

Lhasas are long-lived and adapt well to flats, but their coat needs daily attention or a short trim.`,
      temper: `Lhasa Apsos are independent, confident and watchful. They are devoted to their family but wary of strangers and will sound the alarm at any unfamiliar noise. They are not always tolerant of being handled by children, and they do best with considerate owners who respect their dignity.

Intelligent but self-willed, they learn readily when they see a reason, and they respond badly to heavy-handed correction. Early socialisation helps temper their suspicion of newcomers.`,
    },
    colors: ['#d9b27a', '#f1e2c4', '#5b4636'],
  },
  {
    key: 'english-springer-spaniel',
    family: 'dogs',
    name: 'English Springer Spaniel',
    synonyms: ['Springer', 'Springer Spaniel', 'ESS'],
    origin: 'United Kingdom (England)',
    dateOrigin: '19th century; recognised by The Kennel Club in 1902',
    raceType: 'Spaniel',
    utilizations: 'Flushing and retrieving gun dog, detection dog, search dog, companion',
    abstract:
      'A merry, energetic gun dog bred to spring game from cover for the guns, now equally valued as a family dog and a detection dog.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 20, max: 25 }, height: { min: 48, max: 53 } },
      female: { weight: { min: 18, max: 23 }, height: { min: 46, max: 51 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Close, straight and weather-resistant, with feathering on ears, legs and body',
      },
      {
        attribute: 'Colours',
        value: 'Liver and white or black and white, with or without tan markings',
      },
      { attribute: 'Types', value: 'Heavier show lines and lighter, driven working lines' },
      { attribute: 'Work', value: 'Quarters the ground, flushes, marks and retrieves' },
      {
        attribute: 'Key health tests',
        value: 'Hip scores, eye examination, DNA tests for fucosidosis and PFK deficiency',
      },
    ],
    texts: {
      description: `The English Springer Spaniel is a medium-sized, compact gun dog with long, feathered ears, a kind expression and seemingly limitless energy. Its name comes from its job: to hunt through cover in front of the guns and 'spring' game birds and rabbits into the air, then retrieve them. Land spaniels of this type had been used in Britain for centuries, and the Boughey family of Aqualate in Shropshire kept a line from the early nineteenth century. The Kennel Club recognised the English Springer as a separate breed in 1902.

Since the mid-twentieth century show and working Springers have diverged sharply. Show dogs are heavier, longer-eared and more profusely coated; working dogs are lighter, faster and very driven. Both are affectionate, but a working-bred Springer in a pet home needs a great deal to do.

Springers are also among the most widely used detection dogs, searching for drugs, explosives and even mobile phones in prisons.`,
      temper: `Springers are friendly, cheerful and eager to please, good with children and other dogs and keen to be involved in everything. They are rarely aggressive, although rare cases of sudden, unprovoked aggression in the breed have been called 'springer rage'.

Their energy and nose need an outlet. Two hours or more of activity a day, including free running, retrieving or scent games, keeps them content; without it they become restless and may invent their own entertainment. They are sensitive and respond best to gentle, consistent, reward-based training.`,
      curiosities: `In 2003 a Springer called Buster, serving with the Royal Army Veterinary Corps in Iraq, was awarded the PDSA Dickin Medal, often called the animals' Victoria Cross, for finding a hidden cache of weapons and explosives in the town of Safwan.`,
    },
    colors: ['#f4f1ec', '#5e3522', '#a9876e'],
  },
  {
    key: 'border-terrier',
    family: 'dogs',
    name: 'Border Terrier',
    synonyms: ['Border', 'Reedwater Terrier', 'Coquetdale Terrier'],
    origin: 'United Kingdom (Anglo-Scottish border)',
    dateOrigin: '18th to 19th century; recognised by The Kennel Club in 1920',
    raceType: 'Terrier',
    utilizations: 'Working terrier with foxhounds, ratting, earthdog trials, companion',
    abstract:
      'A workmanlike little terrier from the Cheviot hills with an otter-like head, a harsh coat and a good-natured, adaptable temperament.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 5.9, max: 7.1 }, height: { min: 30, max: 38 } },
      female: { weight: { min: 5.1, max: 6.4 }, height: { min: 28, max: 36 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Harsh and dense with a close undercoat; hand-stripped about twice a year',
      },
      { attribute: 'Colours', value: 'Red, wheaten, grizzle and tan, or blue and tan' },
      { attribute: 'Head', value: 'Like that of an otter, with a short, strong muzzle' },
      { attribute: 'Working test', value: 'Should be spannable behind the shoulders by two hands' },
      {
        attribute: 'Key health concerns',
        value: 'Canine epileptoid cramping syndrome; DNA test for SLEM',
      },
    ],
    texts: {
      description: `The Border Terrier is a small, rough-coated terrier bred in the hill country on either side of the border between England and Scotland to run with foxhounds and bolt foxes that had gone to ground. It had to be leggy enough to keep up with horses and hounds over long days, and narrow enough to follow a fox down a drain or into a rocky earth. The Robson family and others associated with the Border Hunt in Northumberland did much to fix the type, and The Kennel Club recognised the breed in 1920.

The breed has changed little since, and its unexaggerated, workmanlike build is part of its appeal. It is consistently one of the most popular terriers in Britain, valued as a sensible family dog that still has a working terrier's stamina.

The coat is easy to keep if it is hand-stripped a couple of times a year, and Borders cope happily with long country walks.`,
      temper: `Border Terriers are friendly, affectionate and generally more easy-going with other dogs than many terriers, because they were bred to work alongside a pack of hounds. They usually get on well with children and are cheerful, sociable companions.

They are still terriers, however: keen hunters that will chase cats and wildlife and go down holes, and determined diggers and escape artists. A secure garden and patient recall training are essential. Borders are sensitive and respond best to gentle, reward-based training.`,
    },
    colors: ['#a86a3c', '#5e5145', '#2d2722'],
  },
  {
    key: 'cane-corso',
    family: 'dogs',
    name: 'Cane Corso',
    synonyms: ['Cane Corso Italiano', 'Italian Mastiff', 'Corso'],
    origin: 'Italy (mainly southern Italy)',
    dateOrigin: 'Old Italian farm mastiff; revived from the 1970s, recognised by the FCI in 1996',
    raceType: 'Mastiff',
    utilizations: 'Property and farm guard, cattle drover, boar hunting, companion',
    abstract:
      'A muscular, athletic Italian mastiff, once a farm guard and cattle dog of the south, devoted to its family and highly protective of home and territory.',
    lifespan: { min: 9, max: 12 },
    measures: {
      male: { weight: { min: 45, max: 50 }, height: { min: 64, max: 68 } },
      female: { weight: { min: 40, max: 45 }, height: { min: 60, max: 64 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, shiny and very dense, with a light undercoat' },
      {
        attribute: 'Colours',
        value: 'Black, lead grey, slate grey, light grey, fawn and stag red, plain or brindled',
      },
      { attribute: 'Ears', value: 'Natural in the UK, where cropping is illegal' },
      { attribute: 'Owner experience', value: 'Needs an experienced, consistent handler' },
      { attribute: 'Key health tests', value: 'Hip and elbow scores, eye examination' },
    ],
    texts: {
      description: `The Cane Corso is a large, muscular mastiff with a broad head, a short, square muzzle and a body more athletic and less heavy than many of its molosser cousins. It descends from the working mastiffs of rural Italy and was long a general-purpose farm dog in the south, especially in Apulia: it guarded property and livestock, helped drive cattle and pigs and was used to catch wild boar.

As agriculture mechanised in the twentieth century, the breed came close to disappearing. A group of enthusiasts began searching for surviving dogs in the 1970s, a breed society was founded in 1983, and the Italian kennel club recognised the breed in 1994. The FCI followed provisionally in 1996 and the American Kennel Club in 2010.

A Cane Corso is a serious guardian that needs careful socialisation, firm but fair handling, and an owner who understands protective breeds.`,
      temper: `With its family the Cane Corso is affectionate, loyal and often gentle, and many are calm and quiet indoors. Towards strangers it is reserved and watchful, and it will protect home and people with determination. It is highly territorial.

This is not a breed for novices. Without early and continuing socialisation, and consistent, calm training, a Corso can become overprotective or dominant with other dogs. Its strength and power mean that control and good manners must be established while it is young.`,
    },
    colors: ['#232425', '#5d5f63', '#a57a4f'],
  },
  {
    key: 'bullmastiff',
    family: 'dogs',
    name: 'Bullmastiff',
    synonyms: ["Gamekeeper's Night Dog"],
    origin: 'United Kingdom (England)',
    dateOrigin: 'Mid to late 19th century; recognised by The Kennel Club in 1924',
    raceType: 'Mastiff',
    utilizations: "Guard dog, formerly gamekeepers' dog against poachers, companion",
    abstract:
      'A massive, powerful guardian bred by English gamekeepers from the Mastiff and the Bulldog to catch and hold poachers at night without mauling them.',
    lifespan: { min: 8, max: 10 },
    measures: {
      male: { weight: { min: 50, max: 59 }, height: { min: 63.5, max: 68.5 } },
      female: { weight: { min: 41, max: 50 }, height: { min: 61, max: 66 } },
    },
    attributes: {
      size: 'giant',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short and hard, weather-resistant, lying flat' },
      { attribute: 'Colours', value: 'Brindle, fawn or red, always with a black muzzle' },
      { attribute: 'Origin', value: 'Roughly 60 per cent Mastiff and 40 per cent Bulldog' },
      { attribute: 'Drool', value: 'Moderate to heavy, especially after drinking' },
      {
        attribute: 'Key health tests',
        value: 'Hip and elbow scores, eye examination, DNA test for dominant PRA',
      },
    ],
    texts: {
      description: `The Bullmastiff is a big, powerfully built dog with a broad, wrinkled head, a short, black muzzle and a short, hard coat. It was developed in England in the nineteenth century by gamekeepers who needed a dog to deal with poachers on large country estates. Crossing the Mastiff with the old Bulldog produced a dog fast and aggressive enough to catch a man, but heavy and controlled enough to knock him down and hold him rather than maul him. Dark brindles were favoured because they were hard to see at night.

The Kennel Club recognised the breed in 1924 and the American Kennel Club in 1933. In 1928 the De Beers company imported Bullmastiffs to guard its diamond mines in South Africa.

Today the Bullmastiff is mainly a family guardian. It is calm and undemanding indoors, but its size, strength and protective instinct require a confident, experienced owner.`,
      temper: `Bullmastiffs are affectionate, loyal and gentle with their families, and tend to be good with children they know, although they are too big for very young children to be left unsupervised with them. They are generally quiet, rarely barking without reason.

They are wary of strangers and can be dominant with other dogs, particularly of the same sex. Their guarding instinct is strong and best channelled by early socialisation and consistent training that starts before the puppy is too heavy to control.`,
    },
    colors: ['#c08a55', '#8f4e2c', '#1e1a18'],
  },
  {
    key: 'rough-collie',
    family: 'dogs',
    name: 'Rough Collie',
    synonyms: ['Collie', 'Scottish Collie', 'Long-haired Collie'],
    origin: 'United Kingdom (Scotland)',
    dateOrigin: 'Working sheepdog type; show breed from the 1860s',
    raceType: 'Herding dog',
    utilizations: 'Sheepdog, companion, show dog, therapy and assistance dog',
    abstract:
      'The elegant, long-coated collie made world-famous by Lassie: a gentle, sensitive and loyal family dog descended from the sheepdogs of Scotland.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 22, max: 34 }, height: { min: 56, max: 61 } },
      female: { weight: { min: 18, max: 29 }, height: { min: 51, max: 56 } },
    },
    attributes: {
      size: 'large',
      climate: 'cold',
      exercise: 'high',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long, straight and harsh outer coat over a soft, dense undercoat',
      },
      { attribute: 'Colours', value: 'Sable and white, tricolour, blue merle' },
      { attribute: 'Head', value: 'Long, clean, blunt wedge with a sweet expression' },
      {
        attribute: 'Drug sensitivity',
        value: 'Many carry the MDR1 (ABCB1) mutation; test before certain drugs',
      },
      {
        attribute: 'Key health tests',
        value: 'Eye examination; DNA tests for CEA, PRA (rcd2), MDR1 and cyclic neutropenia',
      },
    ],
    texts: {
      description: `The Rough Collie is a large, graceful herding dog with a long, profuse coat, a magnificent mane and frill, and a long, refined head with an alert, gentle expression. It descends from the working sheepdogs of the Scottish Highlands, but its transformation into a show dog began in the 1860s, when Queen Victoria took an interest in collies during her stays at Balmoral and the breed became fashionable.

Breeders refined the head and lengthened the coat, and in the twentieth century the collie became a household name through Lassie, the heroine of Eric Knight's story and the films that followed from 1943, in which the bitch Lassie was played by a male dog called Pal.

Rough Collies need a good deal of grooming, daily exercise and company. They are sensitive dogs that suit calm households.`,
      temper: `Rough Collies are gentle, loyal and affectionate, typically very good with children and friendly with other pets. They are sensitive to tone of voice and respond well to kind, consistent training, and they learn quickly.

They are often reserved with strangers and can be noisy: barking is a common complaint. Their herding instinct may show as circling or nipping at heels, particularly with running children. They need both physical exercise and mental stimulation to stay content.`,
      health_care: `A large proportion of collies carry the MDR1 (ABCB1) mutation, which makes them sensitive to ivermectin and several other drugs; a simple DNA test lets vets choose safe treatments. Collie eye anomaly, a developmental defect of the eye, is widespread, and DNA tests also exist for progressive retinal atrophy (rcd2) and for cyclic neutropenia, the fatal 'grey collie syndrome'. Dermatomyositis, an inflammatory disease of the skin and muscles, also occurs in the breed.`,
    },
    colors: ['#c98b43', '#f5f2ec', '#3a2a1e'],
  },
  {
    key: 'old-english-sheepdog',
    family: 'dogs',
    name: 'Old English Sheepdog',
    synonyms: ['Bobtail', 'OES', 'Dulux Dog'],
    origin: 'United Kingdom (England, West Country)',
    dateOrigin: '18th to 19th century; club founded in 1888',
    raceType: 'Herding dog',
    utilizations: 'Drover and herding dog, companion, show dog',
    abstract:
      'A big, shaggy, bear-like drover from the West of England, known for its thick grey and white coat, its rolling gait and its clownish, friendly nature.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 32, max: 46 }, height: { min: 61, max: null } },
      female: { weight: { min: 27, max: 40 }, height: { min: 56, max: null } },
    },
    attributes: {
      size: 'large',
      climate: 'cold',
      exercise: 'high',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Profuse, harsh and shaggy, over a waterproof undercoat' },
      {
        attribute: 'Colours',
        value: 'Any shade of grey, grizzle or blue, with white; puppies born black and white',
      },
      { attribute: 'Gait', value: 'A characteristic bear-like roll when walking' },
      { attribute: 'Bark', value: "Loud, with what the standard calls a 'pot-casse' ring" },
      {
        attribute: 'Key health tests',
        value: 'Hip scores, eye examination, DNA tests for PCD and MDR1',
      },
    ],
    texts: {
      description: `The Old English Sheepdog is a large, thick-set dog with a profuse, shaggy coat that covers the eyes, a topline that rises from shoulder to loin and a distinctive rolling, bear-like walk. It was used in the West Country of England to drive cattle and sheep to market. The story goes that drovers' dogs were exempt from a dog tax if their tails were docked, which is said to explain the name Bobtail; docking is now illegal in Britain except for certain working dogs, and many Old English Sheepdogs today have full tails.

The breed was first shown in 1873, and the Old English Sheepdog Club was founded in 1888. It became a national icon in 1961, when an Old English called Dash appeared in an advertisement for Dulux paint; the breed has been the brand's mascot ever since.

Beneath its cuddly appearance the Bobtail is an athletic working dog that needs daily exercise and hours of grooming each week.`,
      temper: `Old English Sheepdogs are good-humoured, affectionate and playful, often clownish well into adulthood. They are sociable with people and other dogs, and usually good with children, although their size and boisterousness can bowl over toddlers, and some try to herd the family.

They are intelligent but can be independent, and they need consistent training from puppyhood. Without exercise and company they become bored and noisy.`,
    },
    colors: ['#9da3a8', '#f3f2ef', '#4b5258'],
  },
  {
    key: 'portuguese-podengo',
    family: 'dogs',
    name: 'Portuguese Podengo',
    synonyms: ['Podengo Português', 'Portuguese Warren Hound', 'Podengo'],
    origin: 'Portugal',
    dateOrigin: 'Ancient; standardised in the 20th century',
    raceType: 'Primitive-type hunting dog',
    utilizations:
      'Rabbit hunting in packs, boar and deer hunting (Grande), ratting, watchdog, companion',
    abstract:
      "Portugal's national hound, a primitive, prick-eared hunter bred in three sizes and two coats, hunting by sight, scent and hearing.",
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 4, max: 30 }, height: { min: 20, max: 70 } },
      female: { weight: { min: 4, max: 30 }, height: { min: 20, max: 70 } },
    },
    attributes: {
      size: 'medium',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Sizes',
        value:
          'Pequeno 20–30 cm and 4–6 kg; Médio 40–54 cm and 16–20 kg; Grande 55–70 cm and 20–30 kg',
      },
      { attribute: 'Coats', value: 'Smooth or wire, with no undercoat' },
      {
        attribute: 'Colours',
        value: 'Yellow or fawn in all shades, or black, with or without white',
      },
      { attribute: 'Head', value: 'Four-sided pyramid with large, erect, very mobile ears' },
      {
        attribute: 'Hunting style',
        value: 'Uses sight, scent and hearing; often leaps on prey in thick cover',
      },
    ],
    texts: {
      description: `The Portuguese Podengo is a lean, primitive-type hunting dog with a wedge-shaped head, large, triangular ears carried erect, and a sickle-shaped tail. It comes in three sizes, the Pequeno (small), Médio (medium) and Grande (large), and each can have either a smooth or a wire coat. In Portugal it is the most widely used hunting dog and is regarded as the national hound.

The Podengo's ancestors were probably prick-eared hunting dogs brought to the Iberian Peninsula in antiquity. Over the centuries they adapted to Portugal's landscape and climate. The Médio and Pequeno hunt rabbits, alone or in packs; the rare Grande was used for larger game. According to tradition, small Podengos sailed as ratters on Portuguese ships in the age of exploration.

Podengos are hardy, low-maintenance and healthy, but they are active, independent hunters that need exercise and a secure garden.`,
      temper: `Podengos are lively, intelligent and affectionate with their families, often playful and cheerful. They are alert watchdogs and may bark at strangers, though they are not usually aggressive.

They retain a strong hunting instinct: a rabbit, cat or squirrel may trigger a chase, and they are agile climbers, jumpers and diggers. Training needs to be patient and reward-based, and recall must be worked on carefully.`,
    },
    colors: ['#d29a52', '#f4efe6', '#8a5a2e'],
  },
  {
    key: 'cao-da-serra-de-aires',
    family: 'dogs',
    name: 'Cão da Serra de Aires',
    synonyms: ['Portuguese Sheepdog', 'Cão Macaco', 'Monkey Dog'],
    origin: 'Portugal (Alentejo)',
    dateOrigin: 'Early 20th century, from older local herding dogs',
    raceType: 'Herding dog',
    utilizations: 'Herding and guarding sheep, goats, cattle, horses and pigs; agility; companion',
    abstract:
      'A lively, shaggy Portuguese herding dog from the Alentejo, nicknamed the monkey dog for its whiskery face and expressive, almost human manner.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 17, max: 27 }, height: { min: 45, max: 55 } },
      female: { weight: { min: 12, max: 18 }, height: { min: 42, max: 52 } },
    },
    attributes: {
      size: 'medium',
      climate: 'warm',
      exercise: 'very_high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Very long, smooth or slightly wavy, goat-like in texture, with no undercoat',
      },
      {
        attribute: 'Colours',
        value: 'Yellow, chestnut, grey, fawn, wolf grey and black, with or without tan markings',
      },
      { attribute: 'Face', value: 'Long beard, moustache and eyebrows that do not cover the eyes' },
      { attribute: 'Livestock', value: 'Works sheep, goats, cattle, horses and pigs' },
      { attribute: 'Status', value: 'Rare; close to extinction in the 1970s' },
    ],
    texts: {
      description: `The Cão da Serra de Aires, or Portuguese Sheepdog, is a medium-sized, rather long-bodied herding dog with a shaggy coat of goat-like hair, a bearded face and bright, intelligent eyes. It comes from the Alentejo in southern Portugal, where it herded and guarded sheep, goats, cattle, horses and pigs across open plains, a region of hot summers and cold winters that demanded a hardy, frugal dog with great endurance.

The breed's origins are uncertain. Its resemblance to the Pyrenean Sheepdog and Briard has led to the belief that it was influenced by Briards imported by the Count of Castro Guimarães in the early twentieth century. The breed declined with the changes in farming and was nearly extinct by the 1970s, but it was saved by dedicated Portuguese breeders.

In Portugal it is known as the cão macaco, the monkey dog, for its whiskery face and the curious, expressive way it watches people.`,
      temper: `The Serra de Aires is intelligent, lively and very devoted to its people. It is alert and wary of strangers and makes a good watchdog, especially at night. With its family it is affectionate and playful, and it usually gets on well with children and other dogs.

It needs plenty of physical and mental exercise. It learns quickly and excels in agility and obedience, but as a herding dog used to making its own decisions it can be independent. Positive training and early socialisation bring out the best in it.`,
    },
    colors: ['#8c6a45', '#3a2f28', '#c4a071'],
  },
  {
    key: 'fila-brasileiro',
    family: 'dogs',
    name: 'Fila Brasileiro',
    synonyms: ['Brazilian Mastiff', 'Cão de Fila', 'Fila'],
    origin: 'Brazil',
    dateOrigin: 'Colonial era (16th to 19th century); first standard 1946',
    raceType: 'Mastiff',
    utilizations: 'Estate and property guard, cattle herding, big game hunting',
    abstract:
      "Brazil's formidable mastiff, a huge, loose-skinned guardian with a camel-like gait and an ingrained distrust of strangers; banned in the United Kingdom.",
    lifespan: { min: 9, max: 11 },
    measures: {
      male: { weight: { min: 50, max: null }, height: { min: 65, max: 75 } },
      female: { weight: { min: 40, max: null }, height: { min: 60, max: 70 } },
    },
    attributes: {
      size: 'giant',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth, dense and close-lying' },
      {
        attribute: 'Colours',
        value: 'Fawn, black or brindle, solid, with or without a black mask',
      },
      { attribute: 'Skin', value: 'Thick and loose, forming a dewlap at the throat' },
      {
        attribute: 'Gait',
        value: "Pacing, or 'camel' walk, moving both legs on one side together",
      },
      {
        attribute: 'Legal status in the UK',
        value: 'Prohibited under the Dangerous Dogs Act 1991',
      },
    ],
    texts: {
      description: `The Fila Brasileiro is a giant mastiff from Brazil, with a heavy head, a pendulous upper lip, thick, loose skin and a body higher at the hindquarters than at the withers. Its name comes from the Portuguese verb filar, to seize and hold, and describes the way it gripped cattle or quarry and held it without killing. It developed on the plantations and ranches of colonial Brazil from dogs brought by European settlers, including mastiffs, bulldogs and scent hounds.

The Fila guarded estates, drove cattle and hunted jaguar, and in the era of slavery it was used to track and capture runaway slaves, a history that Brazilians acknowledge and that lies behind the saying 'faithful as a Fila'. The breed's first standard was drawn up in 1946.

The Fila is a serious guard dog with a distrust of strangers, which its standard calls ojeriza and describes as a characteristic of the breed. It is banned in the United Kingdom under the Dangerous Dogs Act 1991 and restricted or banned in several other countries.`,
      temper: `With its own family the Fila is devoted, docile and tolerant, and it is known for its patience with the children of its household. With strangers it is the opposite: suspicious, intolerant of being touched and ready to defend its people and property.

This temperament requires an expert owner, rigorous socialisation, secure premises and careful management of visitors. It is not a breed for urban life or for households that often have guests.`,
    },
    colors: ['#b77b45', '#5a3a24', '#1d1916'],
  },
  {
    key: 'brazilian-terrier',
    family: 'dogs',
    name: 'Brazilian Terrier',
    synonyms: ['Terrier Brasileiro', 'Fox Paulistinha'],
    origin: 'Brazil',
    dateOrigin: '19th to 20th century; full FCI recognition in 2007',
    raceType: 'Terrier',
    utilizations: 'Ratter and small-game hunter, watchdog, companion',
    abstract:
      'A slender, smooth-coated tricolour terrier from Brazil, descended from European terriers crossed with local dogs, and known for its energy and sharp wits.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: null, max: 10 }, height: { min: 35, max: 40 } },
      female: { weight: { min: null, max: 10 }, height: { min: 33, max: 38 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth, fine and close-lying' },
      {
        attribute: 'Colours',
        value:
          'White with black, brown or blue markings and tan points; the head is always coloured',
      },
      {
        attribute: 'Build',
        value: 'Square but lighter and more curved in outline than a Fox Terrier',
      },
      { attribute: 'Nickname', value: "Fox Paulistinha, 'little fox terrier of São Paulo'" },
      { attribute: 'Voice', value: 'A keen watchdog that barks readily' },
    ],
    texts: {
      description: `The Brazilian Terrier is a medium-sized, lightly built terrier with a smooth coat, a triangular head and folded ears. It is always tricolour: white with black, brown or blue markings and tan on the face and ears. Its ancestors were European terriers, probably Fox Terriers and Jack Russell-type dogs, which arrived in Brazil in the nineteenth and early twentieth centuries, brought by ships' crews as ratters or by families returning from studying in Europe, and then crossed with local dogs on farms.

In Brazil it is popularly called the Fox Paulistinha. It hunted rats and small game on the fazendas and moved with its owners to the cities, where it became a popular companion. The FCI recognised the breed provisionally in the 1990s and fully in 2007.

It is still rare outside Brazil, and needs an active home that enjoys its energy.`,
      temper: `The Brazilian Terrier is lively, alert and intelligent, affectionate with its family and wary of strangers. It is an excellent watchdog, but prone to barking.

It is a true terrier, with strong hunting instincts towards small animals, and it needs plenty of exercise and mental stimulation. It learns quickly, though it can be stubborn; positive, varied training keeps it interested.`,
    },
    colors: ['#f5f2ec', '#1e1b19', '#b9733a'],
  },
  {
    key: 'belgian-malinois',
    family: 'dogs',
    name: 'Belgian Malinois',
    synonyms: [
      'Malinois',
      'Mechelaar',
      'Chien de Berger Belge (Malinois)',
      'Belgian Shepherd Dog (Malinois)',
    ],
    origin: 'Belgium (Mechelen)',
    dateOrigin: 'Late 19th century; Belgian Shepherd club founded in 1891',
    raceType: 'Herding dog',
    utilizations:
      'Police and military dog, detection, search and rescue, protection sports, herding',
    abstract:
      'The short-coated Belgian Shepherd from Mechelen, prized by police and armed forces worldwide for its intensity, agility and tireless drive to work.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 25, max: 30 }, height: { min: 60, max: 66 } },
      female: { weight: { min: 20, max: 25 }, height: { min: 56, max: 62 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short and dense, with an undercoat; thicker around the neck' },
      {
        attribute: 'Colours',
        value: 'Fawn to mahogany with black tips (charbonné) and a black mask',
      },
      {
        attribute: 'Classification',
        value: 'One of four Belgian Shepherd varieties; a separate breed in the AKC',
      },
      { attribute: 'Drive', value: 'Extremely high; needs a job every day' },
      { attribute: 'Key health tests', value: 'Hip and elbow scores, eye examination' },
    ],
    texts: {
      description: `The Belgian Malinois is a medium-to-large, square, elegant herding dog with a short, fawn coat tipped with black, a black mask and erect, triangular ears. It is named after the city of Mechelen (Malines in French), where the short-coated type was developed. The Belgian Shepherd Dog club was founded in 1891, and Professor Adolphe Reul of the Cureghem veterinary school in Brussels studied the local sheepdogs and grouped them into varieties by coat. The FCI and The Kennel Club treat the Malinois as a variety of the Belgian Shepherd Dog, alongside the Groenendael, Tervueren and Laekenois; the American Kennel Club has recognised it as a separate breed since 1959.

The Malinois has become the leading police and military working dog in many countries. A Malinois called Cairo took part in the raid on Osama bin Laden's compound in 2011, and another, Conan, in the operation against Abu Bakr al-Baghdadi in 2019.

As a pet, a Malinois needs hours of training and exercise each day and an owner who enjoys working with a dog.`,
      temper: `The Malinois is intelligent, alert and intensely attached to its handler, with an extraordinary drive to work. It learns very quickly and is eager to please, but it is also sensitive, reactive and easily frustrated without an outlet.

It can be reserved with strangers and protective. A Malinois in an inactive home is prone to destructive behaviour, obsessive habits and nipping. In an experienced, active household that trains daily, it is a loyal and outstanding companion.`,
    },
    colors: ['#c38a4c', '#2a221d', '#8a5a32'],
  },
  {
    key: 'irish-wolfhound',
    family: 'dogs',
    name: 'Irish Wolfhound',
    synonyms: ['Cú Faoil', 'Wolfhound'],
    origin: 'Ireland',
    dateOrigin: 'Ancient hound; restored from the 1860s',
    raceType: 'Sighthound',
    utilizations:
      'Formerly hunting wolf, deer and boar; lure coursing, companion, regimental mascot',
    abstract:
      'The tallest of all dog breeds, a rough-coated Irish sighthound of great size and power combined with a calm, gentle and friendly nature.',
    lifespan: { min: 6, max: 8 },
    measures: {
      male: { weight: { min: 54.5, max: null }, height: { min: 79, max: null } },
      female: { weight: { min: 40.5, max: null }, height: { min: 71, max: null } },
    },
    attributes: {
      size: 'giant',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Rough and harsh, wiry and long over the eyes and under the jaw',
      },
      { attribute: 'Colours', value: 'Grey, brindle, red, black, pure white, fawn or wheaten' },
      { attribute: 'Height', value: 'Standard sets minimums only; average males 81 to 86 cm' },
      { attribute: 'Motto', value: "'Gentle when stroked, fierce when provoked'" },
      {
        attribute: 'Key health tests',
        value: 'Heart scans for dilated cardiomyopathy; liver shunt screening of puppies',
      },
    ],
    texts: {
      description: `The Irish Wolfhound is a giant, rough-coated sighthound, the tallest of all dog breeds, with a long head, small rose ears, a deep chest and a long, slightly curved tail. It combines great size with speed and grace. Huge hounds are mentioned in early Irish literature, and wolfhounds were used to hunt wolves, deer and boar and were sent as prized gifts to foreign rulers. Such was their value that in 1652 Oliver Cromwell's government forbade their export.

With the extinction of the wolf in Ireland in the late eighteenth century, the hound declined almost to nothing. From the 1860s Captain George Augustus Graham set out to restore it, using the few surviving dogs of the old type with Scottish Deerhound, Great Dane and Borzoi blood. The Irish Wolfhound Club was founded in 1885.

The breed has a short lifespan, typically six to eight years, and needs space, a large car and a generous food budget.`,
      temper: `Irish Wolfhounds are calm, gentle and dignified, friendly with people and generally good with children and other dogs. They are poor guard dogs, although their size alone deters most intruders.

Puppies grow rapidly and are clumsy and boisterous, and adults still have the instinct to chase. They are sensitive and learn well with kindness and patience, but their size means good manners must be taught early.`,
      curiosities: `Irish Wolfhounds have been the mascots of the Irish Guards since 1902, when the first, Brian Boru, was presented to the regiment. The regimental wolfhound leads the Irish Guards on parade, including on St Patrick's Day.`,
    },
    colors: ['#8d8a84', '#5a5650', '#c8c0b0'],
  },
];
