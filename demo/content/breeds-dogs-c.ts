import type { SeedBreed } from './types';

/** Dog breeds, third part: 18 working, sporting, sight and scent hound and terrier breeds, with full ten-section profiles for the Bernese Mountain Dog and the Australian Shepherd. */
export const dogsC: SeedBreed[] = [
  {
    key: 'bernese-mountain-dog',
    family: 'dogs',
    name: 'Bernese Mountain Dog',
    synonyms: ['Berner Sennenhund', 'Bouvier Bernois', 'Dürrbächler', 'Berner'],
    origin: 'Switzerland (Canton of Bern)',
    dateOrigin: 'Traditional farm dog; developed as a breed from 1900s',
    raceType: 'Mountain dog',
    utilizations: 'Farm dog, draught dog, watchdog, companion',
    abstract:
      'The tricoloured, long-coated farm dog of the Bernese Alps: big, gentle and devoted, but sadly one of the shortest-lived of all breeds.',
    lifespan: { min: 7, max: 10 },
    measures: {
      male: { weight: { min: 38, max: 52 }, height: { min: 64, max: 70 } },
      female: { weight: { min: 32, max: 43 }, height: { min: 58, max: 66 } },
    },
    attributes: {
      size: 'large',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long, thick and glossy, straight or slightly wavy, with a dense undercoat',
      },
      { attribute: 'Colour', value: 'Jet black with rich tan and symmetrical white markings' },
      { attribute: 'Shedding', value: 'Heavy, especially in spring and autumn' },
      { attribute: 'Heat tolerance', value: 'Poor; walk early and late in summer' },
      { attribute: 'Key health tests', value: 'Hip and elbow scoring, DM (SOD1) DNA test' },
    ],
    texts: {
      description: `The Bernese Mountain Dog is the only long-coated member of the four Swiss Sennenhunde, the farm dogs of the Alpine dairy country. It is a big, strong, slightly longer-than-tall dog with a striking tricolour coat: glossy jet black, with rich rust-tan on the cheeks, over the eyes and on the legs, and white on the face, chest, feet and tail tip. Its calm, good-natured expression matches its temperament, and it has become a favourite family dog well beyond Switzerland.

That popularity comes with a serious caveat. The breed is unusually prone to cancer, above all histiocytic sarcoma, and its average lifespan is only around eight years, one of the shortest of any dog. Joint disease, bloat and heat intolerance add to the list. Anyone choosing a Berner should look for a breeder who scores hips and elbows, tests for degenerative myelopathy and can tell them how long the dogs in their lines have lived.

For people prepared for that, the Bernese offers a placid, loyal companion that likes cold weather, enjoys a steady walk or a cart to pull, and wants above all to be with its family.`,
      temper: `Berners are gentle, affectionate and remarkably even-tempered. They bond closely with their whole family, are typically patient with children and friendly to visitors once introduced, and tend to follow their people from room to room. As a former farm watchdog, a Bernese will bark at strangers approaching the house, but it is not aggressive, and the breed standard asks for a dog that is self-confident, attentive and good-natured.

They are sensitive dogs that do not cope well with harsh handling or long hours alone, and young Berners can be boisterous, clumsy and slow to mature, mentally as well as physically. Some are reserved with strangers or a little timid, so early, calm socialisation matters. Adults are usually unhurried: happy to walk, to work and then to lie at their owner's feet.`,
      history: `For centuries, farmers in the pre-Alpine country south of Bern kept large tricoloured dogs to guard the farmyard, drive cattle to and from the pastures and pull small carts of milk and cheese to the dairy. They were known as Dürrbächler, after the hamlet and inn of Dürrbach near Riggisberg, where many of them were found. The usual explanation of their ancestry, that they descend from mastiff-type dogs brought by Roman legions, is an old theory rather than an established fact.

By the late nineteenth century the farm dogs were in decline, and Swiss enthusiasts set out to save them. Dürrbächlers were exhibited at the international dog show in Bern in 1904, and in 1907 breeders in Burgdorf founded the Schweizerischer Dürrbach-Klub to standardise the type. The geologist Albert Heim, who championed all the Swiss mountain dogs, judged many of them and helped establish the breed; in 1913 it was renamed Berner Sennenhund.

The first Bernese were imported into the United States in 1926, and the American Kennel Club recognised the breed in 1937. Numbers grew slowly until the late twentieth century, when the Berner became one of the more popular large breeds in Europe and North America.`,
      appearance: `The Bernese is a large, sturdy and well-balanced dog, slightly longer than tall, with a broad chest, a firm level back and strong, straight legs. Males stand 64 to 70 cm at the withers and females 58 to 66 cm. The head is strong with a flat skull, a well-defined stop and a straight muzzle; the ears are medium-sized, triangular and set high, hanging flat when the dog is relaxed. The eyes are dark brown and almond-shaped, and the tail is bushy and carried low at rest.

The markings are as much a part of the breed as the build. The standard asks for a white blaze and muzzle, a white chest marking that often forms an inverted cross, white feet and a white tail tip, with rich tan above the eyes, on the cheeks, on the chest on either side of the white and on all four legs. Symmetry is prized, though a little irregularity is normal in pet dogs.`,
      fur_type: `The coat is thick and moderately long, straight or slightly wavy, with a bright natural sheen and a dense woolly undercoat that kept the farm dogs warm and dry in Alpine winters. It is the feature that sets the Bernese apart from its three short-coated Swiss relatives, the Greater Swiss, Appenzeller and Entlebucher.

Berners shed steadily all year and heavily at the seasonal moults. A thorough brushing two or three times a week, daily during a moult, keeps loose undercoat from matting behind the ears, on the trousers and under the tail. The coat should never be shaved: it insulates against heat as well as cold. Trimming the hair between the pads and keeping the feathering around the hindquarters tidy is enough.`,
      variants: `There is only one recognised variety of the Bernese Mountain Dog, always tricolour. Occasionally puppies are born in other patterns, such as a red-and-white 'mismark' or with too little or too much white, but these are faults in the show ring, not separate varieties, and can make perfectly good pets.

The Berner belongs to a family of four Swiss mountain and cattle dogs, recognised by the FCI together in Group 2: the Greater Swiss Mountain Dog (Grosser Schweizer Sennenhund), the Appenzeller and the Entlebucher, all short-coated and tricoloured. Crossbreeds such as the 'Bernedoodle', a Bernese crossed with a Poodle, are popular but not recognised breeds, and crossing does not remove the risk of inherited disease.`,
      health_care: `Cancer is the greatest concern in the breed. Histiocytic sarcoma, an aggressive tumour of the immune system's histiocytes, is far more common in Bernese than in other dogs, and lymphoma, mast cell tumours and osteosarcoma also occur. Surveys in Europe and North America put the average lifespan at around eight years. Hip and elbow dysplasia, cruciate ligament rupture, degenerative myelopathy, steroid-responsive meningitis-arteritis in young dogs and gastric dilatation-volvulus (bloat) are also seen.

Good care starts before purchase: choose a puppy from parents with low hip and elbow scores, DM test results and, ideally, a family history of long-lived relatives. Keep the dog lean, avoid forced exercise and repeated stair-climbing while it is growing, and feed smaller meals rather than one large one, with rest afterwards. Berners overheat easily, so keep summer walks to the cool of the day, and have any new lump, lameness or loss of appetite checked promptly.`,
      training: `Bernese are willing, sensitive dogs that learn readily with praise, food rewards and a calm, consistent owner. Their size is the main reason training matters: a puppy that jumps up or pulls on the lead becomes a 45-kilogram adult doing the same, so loose-lead walking, a reliable 'sit' for greetings and polite manners around food should be taught early. Short, cheerful sessions work better than long drills with these slow-maturing dogs.

Many Berners enjoy having a job. Drafting, in which the dog pulls a small cart, is the breed's traditional work and a popular sport in Switzerland and North America, and Bernese also take part in obedience, rally, tracking and therapy visits. Wait until the skeleton is mature, usually at about eighteen months, before asking a young dog to pull loads or do sustained jumping.`,
      curiosities: `The breed's first name, Dürrbächler, came from an inn, the Gasthaus Dürrbach near Riggisberg, where traders bought the big tricoloured farm dogs. In Switzerland Berners still pull decorated milk carts in parades and at folk festivals, and drafting trials, in which dogs haul a cart through a course of turns, halts and obstacles, are held in several countries.

Albert Heim, who did so much to save the breed, was a professor of geology at Zurich best known for his work on the structure of the Alps. The white cross often seen on a Berner's chest has nothing to do with the Swiss flag, but owners have long enjoyed the coincidence.`,
      species: `The Bernese Mountain Dog is a breed of the domestic dog, Canis familiaris (treated by many authorities as Canis lupus familiaris), and is classified by the FCI in Group 2, Section 3: Swiss Mountain and Cattle Dogs. Its nearest relatives are the other three Sennenhunde, with which it shares the tricolour pattern and a history as an all-purpose Alpine farm dog.

The breed's small founding population and a period of close inbreeding in the early twentieth century have left it with relatively low genetic diversity. Researchers have linked this to its high rates of certain cancers, and genomic studies have identified regions of the genome associated with histiocytic sarcoma risk, work that may one day help breeders reduce it.`,
    },
    colors: ['#1b1716', '#a0522d', '#f5f1ea'],
  },
  {
    key: 'australian-shepherd',
    family: 'dogs',
    name: 'Australian Shepherd',
    synonyms: ['Aussie', 'Aussie Shepherd'],
    origin: 'United States (western ranching states)',
    dateOrigin: '19th century; refined from the 1950s',
    raceType: 'Herding dog',
    utilizations:
      'Livestock herding, ranch work, dog sports, search and rescue, assistance dog, companion',
    abstract:
      'Despite its name, an American ranch dog: a quick, clever, merle-coated herder with boundless energy that needs real work for its body and mind.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 23, max: 29 }, height: { min: 51, max: 58 } },
      female: { weight: { min: 18, max: 25 }, height: { min: 46, max: 53 } },
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
        value: 'Medium length, straight to wavy, weather-resistant, with an undercoat',
      },
      {
        attribute: 'Colours',
        value: 'Blue merle, red merle, black or red, with or without white and tan',
      },
      { attribute: 'Tail', value: 'Straight, docked or naturally bobtailed' },
      { attribute: 'Eyes', value: 'Brown, blue, amber, or any mixture, including odd eyes' },
      {
        attribute: 'Key health tests',
        value: 'MDR1 drug sensitivity, HSF4 cataract, CEA and PRA DNA tests, hips and elbows',
      },
    ],
    texts: {
      description: `The Australian Shepherd is a medium-sized, athletic herding dog with a weather-resistant coat, often in a marbled merle, and a keen, intelligent expression that may look out through blue, brown, amber or odd-coloured eyes. Despite the name, the breed was developed on the ranches of the American West, where it worked sheep and cattle, and it remains closely tied to rodeos, ranches and the cowboy culture that made it famous.

In recent decades the Aussie has become one of the most popular breeds in the United States and much of Europe, prized for its looks and its talent in agility, obedience and other dog sports. But this is a working dog through and through. It needs hours of activity and a job to think about every day, and a bored Aussie will herd children, chase cars, dig and bark.

Owners who can offer that kind of engagement get a loyal, versatile and tireless partner. Those looking for a quiet house dog would do better with another breed.`,
      temper: `Aussies are energetic, eager and highly intelligent, with a strong herding instinct and a deep attachment to their own people. They like to be involved in everything their family does and are often described as 'velcro dogs'. With strangers they can be reserved at first, and the breed standard allows for some initial caution; a protective streak comes from their ranch background.

The same drive that makes them brilliant workers can cause problems in the wrong home. Many Aussies try to herd children, cyclists or other pets by circling, nipping at heels or staring them down, and they become anxious or destructive without enough exercise and mental work. Early socialisation helps a young Aussie grow into a confident adult rather than a wary or reactive one.`,
      history: `The Aussie's ancestors were the collie-type herding dogs that reached North America with settlers from Britain and Europe. One popular explanation for the name holds that some came with Basque shepherds who arrived in California from Australia in the mid-nineteenth century, bringing merle sheepdogs with them; another suggests the dogs were associated with imported Australian sheep. Neither story is fully documented, and the breed as we know it took shape on western ranches rather than in any one import.

Through the late nineteenth and early twentieth centuries, ranchers in California, Colorado, Idaho and neighbouring states bred their dogs for work, not looks, selecting for herding ability, stamina and a tough, weatherproof coat. After the Second World War the breed won wider fame through rodeos, horse shows and films; the trick dogs trained by Jay Sisler, an Idaho rancher, toured the rodeo circuit for years.

The Australian Shepherd Club of America was founded in 1957 and set up a breed registry in the 1970s. The American Kennel Club admitted the breed in 1991 and granted full recognition in 1993, and the FCI and the Kennel Club followed, helping the Aussie spread across Europe.`,
      appearance: `The Aussie is slightly longer than tall, lean and well muscled, with moderate bone and a level topline. Males stand 51 to 58 cm at the withers and females 46 to 53 cm. The head is clean-cut, with a moderate stop and a muzzle about as long as the skull; the ears are triangular and set high, breaking forward or to the side. The almond-shaped eyes may be brown, blue or amber, in any combination, including flecks and marbling.

The tail is straight, and it may be docked or naturally short: a proportion of Aussies are born bobtailed, though docking is banned in much of Europe and many European Aussies now carry full tails. The gait is smooth, free and easy, and the dog can change direction and speed in an instant, a legacy of working stock in rough country.`,
      fur_type: `The coat is of medium texture and length, straight to wavy, with an undercoat whose thickness varies with the climate. The hair is short and smooth on the head and the front of the legs, with moderate feathering on the backs of the forelegs and fuller 'britches' on the hindquarters; males often carry a more pronounced mane and frill.

Aussies shed all year and heavily at the seasonal moults. Brushing once or twice a week, with a slicker brush and an undercoat rake, keeps the coat clean and free of mats, which form most readily behind the ears and in the britches. The coat is naturally weather-resistant and needs only occasional baths; trimming is limited to tidying the feet and feathering.`,
      variants: `Four colours are accepted: blue merle, red merle, black and red, each with or without white markings and copper (tan) points. The merle pattern, a mottled patchwork of dark colour on a lighter ground, is caused by a single dominant gene. Breeding two merles together is avoided, because a quarter of the puppies are likely to be 'double merles', mostly white and often deaf, blind or both.

Over the years some breeders selected smaller dogs, and these became a separate breed: the Miniature American Shepherd, recognised by the AKC in 2015 and standing 36 to 46 cm. There are also differences in type within the breed, between heavier-coated show lines and leaner, more workmanlike ranch and sport lines, much as in other herding breeds.`,
      health_care: `Aussies are generally robust, but several inherited conditions are known. Many carry the MDR1 (ABCB1) mutation, which makes some common drugs, including ivermectin and loperamide, dangerous for affected dogs; a simple DNA test tells owners and vets which medicines to avoid. Hereditary cataract (HSF4), collie eye anomaly, progressive retinal atrophy, hip and elbow dysplasia, epilepsy and hypothyroidism also occur, and double merles suffer deafness and eye defects.

Choose a breeder who DNA tests for MDR1, HSF4 cataract, CEA and PRA, has hips and elbows scored and has the eyes examined regularly by a veterinary ophthalmologist. For day-to-day care, an Aussie needs at least one to two hours of varied activity daily, a lean weight, regular tooth brushing and nail trims. Tell every vet about the dog's MDR1 status before treatment.`,
      training: `The Aussie is one of the quickest learners among dogs and excels in obedience, agility, flyball, rally, herding trials and trick training. It responds best to reward-based methods, clear rules and plenty of variety; repetitive drills bore it, and a clever Aussie will invent its own game if not given one. Short sessions spread through the day, puzzle toys and scent games all help to tire its mind.

Training should also channel the herding instinct. Teach a reliable recall, 'leave it' and calm behaviour around moving things such as bikes, joggers and children, and give the dog a proper outlet, whether real livestock, herding balls or dog sports. Because some Aussies are wary of strangers, frequent, positive meetings with new people, places and dogs are important throughout the first year.`,
      curiosities: `There is nothing Australian about the Australian Shepherd except, perhaps, its name. In the United States it was known at various times as the Spanish Shepherd, Pastor Dog, Bob-Tail, California Shepherd and New Mexican Shepherd before 'Australian Shepherd' prevailed.

In the 1950s and 1960s the rancher Jay Sisler toured the rodeos of North America with his Aussies, above all Stub and Shorty, performing tricks such as balancing on poles, and they appeared in the Disney films Run Appaloosa Run and Stub: The World's Greatest Cow Dog. Some of his dogs are in the pedigrees of many registered Aussies today. Blue eyes were sometimes called 'ghost eyes' by ranchers, and many tales claim they were feared or revered, though these stories are hard to verify.`,
      species: `The Australian Shepherd is a breed of the domestic dog, Canis familiaris, classed by the FCI in Group 1 (Sheepdogs and Cattle Dogs) and by the AKC in the Herding Group. Genetic studies place it with the British and European collie-type herding breeds, such as the Border Collie and the Shetland Sheepdog, rather than with any Australian breed, confirming its roots in the working sheepdogs of the Old World.

Two of its typical traits have well-understood genetics. The merle pattern results from an insertion in the PMEL (SILV) gene that disrupts pigmentation in patches, and the natural bobtail is caused by a dominant mutation in the T-box (T) gene, shared with other naturally short-tailed breeds. Puppies inheriting two copies of the bobtail mutation do not survive, so two natural bobtails are not bred together.`,
    },
    colors: ['#7d8790', '#1f1d1c', '#b8683a'],
  },
  {
    key: 'saint-bernard',
    family: 'dogs',
    name: 'Saint Bernard',
    synonyms: ['St. Bernard', 'Bernhardiner', 'St. Bernhardshund', 'Alpine Mastiff (historical)'],
    origin: 'Switzerland',
    dateOrigin: 'Late 17th century; standardised in the 1880s',
    raceType: 'Mountain dog',
    utilizations: 'Companion, watchdog, formerly mountain rescue and draught work',
    abstract:
      'The giant, benevolent hospice dog of the Great St Bernard Pass, famed for rescues in the snow and, less romantically, for its drool.',
    lifespan: { min: 8, max: 10 },
    measures: {
      male: { weight: { min: 64, max: 82 }, height: { min: 70, max: 90 } },
      female: { weight: { min: 54, max: 64 }, height: { min: 65, max: 80 } },
    },
    attributes: {
      size: 'giant',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value:
          'Short-haired (dense, close) or long-haired (medium length, straight to slightly wavy)',
      },
      { attribute: 'Colour', value: 'White with red or reddish-brown patches, dark mask and ears' },
      { attribute: 'Drool', value: 'Considerable, especially after drinking or eating' },
      { attribute: 'Heat tolerance', value: 'Poor' },
      { attribute: 'National status', value: "Switzerland's national dog" },
    ],
    texts: {
      description: `The Saint Bernard takes its name from the hospice on the Great St Bernard Pass, 2,469 metres up in the Alps between Switzerland and Italy, where canons kept large dogs as watchdogs and companions from at least the late seventeenth century and used them to find travellers lost in snow and fog. The most famous of them, Barry, is credited with saving more than forty lives in the early 1800s and now stands, mounted, in the Natural History Museum in Bern.

Today's Saint Bernard is heavier and more massive than the hospice dogs of Barry's time, and it comes in a short-haired and a long-haired variety. It is a gentle giant, but a demanding one to keep: it needs space, a cool climate, careful rearing to protect its joints, and owners who do not mind drool on the furniture and a lifespan that seldom passes ten years.`,
      temper: `Saint Bernards are friendly, calm and good-natured, with a steady, patient temperament that makes them reliable with children, though their sheer size means toddlers can be knocked over by a cheerful tail. They are watchful rather than aggressive and bark seldom. Because a grown male can outweigh his owner, consistent training and polite lead manners from puppyhood are essential; adults are generally content with moderate walks and a good deal of dozing.`,
    },
    colors: ['#f4efe6', '#a4552a', '#3a2a22'],
  },
  {
    key: 'newfoundland',
    family: 'dogs',
    name: 'Newfoundland',
    synonyms: ['Newfie', 'Newf', 'Terre-Neuve'],
    origin: 'Canada (Newfoundland); developed further in Britain',
    dateOrigin: '18th century',
    raceType: 'Water dog',
    utilizations: 'Water rescue, draught work, companion',
    abstract:
      'A massive, sweet-natured water dog from the fishing coasts of Newfoundland, built to swim in cold seas and famous for its gentleness.',
    lifespan: { min: 8, max: 10 },
    measures: {
      male: { weight: { min: 60, max: 70 }, height: { min: 69, max: 74 } },
      female: { weight: { min: 45, max: 55 }, height: { min: 63, max: 69 } },
    },
    attributes: {
      size: 'giant',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Flat, dense, water-resistant outer coat over a soft undercoat' },
      { attribute: 'Colours', value: 'Black, brown, grey; white with black (Landseer)' },
      { attribute: 'Feet', value: 'Large and webbed' },
      { attribute: 'Drool', value: 'Considerable' },
      {
        attribute: 'Key health tests',
        value: 'Heart screening for subaortic stenosis, cystinuria DNA test, hips and elbows',
      },
    ],
    texts: {
      description: `The Newfoundland is a giant working dog from the island of the same name off Canada's Atlantic coast, where it hauled nets and carts for fishermen and retrieved people and gear from the sea. Everything about it suits the water: a heavy, oily double coat, webbed feet, great lung capacity and a powerful swimming stroke. Stories of Newfoundlands pulling sailors from shipwrecks made the breed famous in the eighteenth and nineteenth centuries, and water rescue remains its signature sport.

Much of its refinement took place in Britain, where the breed was shown from the 1860s and admired by painters and poets. Lord Byron's Newfoundland, Boatswain, lies beneath a grand monument at Newstead Abbey, and another, Seaman, crossed America with Lewis and Clark. A modern Newf is a gentle, patient giant, but it sheds heavily, drools freely, and needs space, a cool climate and screening for heart disease.`,
      temper: `Sweetness of temperament is the Newfoundland's defining trait, and the breed standards say so explicitly. Newfies are calm, kind and devoted, famously patient with children and usually friendly to everyone, though their size alone deters intruders. Many have a strong instinct to 'rescue' swimmers, whether they want saving or not. They learn willingly and are sensitive to harsh words, and while adults are easy-going, they still need daily walks and, ideally, regular swims.`,
    },
    colors: ['#141414', '#3a2b24', '#5b4a3f'],
  },
  {
    key: 'irish-setter',
    family: 'dogs',
    name: 'Irish Setter',
    synonyms: ['Irish Red Setter', 'Red Setter', 'Sotar Rua'],
    origin: 'Ireland',
    dateOrigin: '18th century',
    raceType: 'Setter (gundog)',
    utilizations: 'Bird dog (gundog), field trials, companion',
    abstract:
      'A tall, glossy mahogany-red gundog from Ireland, as exuberant and affectionate as it is elegant, and slow to grow up.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 27, max: 32 }, height: { min: 58, max: 67 } },
      female: { weight: { min: 24, max: 29 }, height: { min: 55, max: 62 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Short and fine on the head and front legs; flat, silky feathering elsewhere',
      },
      { attribute: 'Colour', value: 'Rich chestnut, with no trace of black' },
      { attribute: 'Maturity', value: 'Slow; often puppyish until 2 to 3 years' },
      { attribute: 'Key health tests', value: 'CLAD and PRA (rcd1) DNA tests, hips' },
      { attribute: 'Related breed', value: 'Irish Red and White Setter' },
    ],
    texts: {
      description: `The Irish Setter is a tall, racy gundog with a coat of rich chestnut that glows almost red in sunlight. It was developed in eighteenth-century Ireland to range widely ahead of the guns and 'set', crouching or freezing to mark game birds such as grouse and snipe. The older Irish Red and White Setter came first; the solid red dog was selected from it and, by the nineteenth century, had become the more popular of the two.

The breed's beauty made it a show and family favourite in the twentieth century, and show and working lines have since drifted apart. All Irish Setters, however, are athletic, high-energy dogs that need long off-lead runs in safe open country, and an owner with the patience to live with a puppy whose head stays in the clouds for two or three years.`,
      temper: `Irish Setters are outgoing, affectionate and full of fun, friendly to strangers, other dogs and children, and quite useless as guard dogs. Their enthusiasm is boundless and their attention span, in youth, is not: they can be headstrong, easily distracted by scent and birds, and inclined to run wide if recall is not taught early and practised often. Gentle, reward-based training and plenty of exercise produce a devoted, sensitive companion that does not like to be left alone for long.`,
    },
    colors: ['#8b3a1a', '#a94a22', '#6e2b12'],
  },
  {
    key: 'weimaraner',
    family: 'dogs',
    name: 'Weimaraner',
    synonyms: ['Weimaraner Vorstehhund', 'Grey Ghost', 'Silver Ghost', 'Weim'],
    origin: 'Germany (Weimar, Thuringia)',
    dateOrigin: 'Early 19th century',
    raceType: 'Pointer (gundog)',
    utilizations: 'Versatile hunting dog (hunt, point, retrieve), tracking, companion',
    abstract:
      'The silver-grey gundog of the Weimar court: fast, powerful and intensely attached to its people, with energy to match.',
    lifespan: { min: 10, max: 13 },
    measures: {
      male: { weight: { min: 30, max: 40 }, height: { min: 59, max: 70 } },
      female: { weight: { min: 25, max: 35 }, height: { min: 57, max: 65 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short and sleek; a rarer longhaired variety exists' },
      { attribute: 'Colour', value: 'Silver, roe or mouse grey, often with a metallic sheen' },
      { attribute: 'Eyes', value: 'Light to dark amber; blue in puppies' },
      { attribute: 'Main risk', value: 'Bloat (gastric dilatation-volvulus)' },
      { attribute: 'Prey drive', value: 'Very strong' },
    ],
    texts: {
      description: `The Weimaraner is a large, athletic gundog whose sleek grey coat, pale amber eyes and silent way of moving earned it the nickname 'Grey Ghost'. It was developed in the early nineteenth century around the court of Weimar, traditionally credited to Grand Duke Karl August of Saxe-Weimar-Eisenach, and for decades German breeders guarded it jealously, selling dogs only to members of their breed club.

Originally used on large game and later as an all-round hunting dog that points, tracks and retrieves on land and from water, the Weimaraner remains a working dog at heart. It needs at least two hours of hard exercise a day, firm yet kind training and company; in a home without them it can become restless, destructive and anxious. Owners should also learn the signs of bloat, which is a leading cause of death in the breed.`,
      temper: `Weimaraners are bold, clever and intensely people-oriented, often shadowing their owners from room to room and suffering when left alone, so separation anxiety is a common problem. They are usually friendly with people they know, alert with strangers and good watchdogs. A strong prey drive means small pets, cats and livestock need careful management, and their intelligence and confidence can tip into wilfulness without consistent, reward-based training from an early age.`,
    },
    colors: ['#9a9894', '#b7b3ac', '#7f7b75'],
  },
  {
    key: 'vizsla',
    family: 'dogs',
    name: 'Vizsla',
    synonyms: ['Hungarian Vizsla', 'Magyar Vizsla', 'Hungarian Short-haired Pointer'],
    origin: 'Hungary',
    dateOrigin: 'Ancestors from the Middle Ages; modern breed from the late 19th century',
    raceType: 'Pointer (gundog)',
    utilizations: 'Versatile hunting dog (hunt, point, retrieve), dog sports, companion',
    abstract:
      'A sleek, russet-gold Hungarian pointer, as gentle and affectionate at home as it is tireless in the field.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 20, max: 30 }, height: { min: 58, max: 64 } },
      female: { weight: { min: 18, max: 25 }, height: { min: 54, max: 60 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and smooth, with no undercoat' },
      {
        attribute: 'Colour',
        value: 'Shades of russet gold; nose, eye rims and claws blend with the coat',
      },
      { attribute: 'Cold tolerance', value: 'Low; may need a coat in winter' },
      { attribute: 'Related breed', value: 'Wirehaired Vizsla (a separate breed)' },
      { attribute: 'Nickname', value: '"Velcro dog", for its closeness to its owner' },
    ],
    texts: {
      description: `The Vizsla is Hungary's national pointer: a lean, elegant, medium-sized gundog with a short, golden-rust coat and a nose, eyes and claws that tone with it. Dogs of this kind hunted with Magyar nobles on the Hungarian plains for centuries, valued for pointing and retrieving birds and hares in open country. The modern breed was standardised at the end of the nineteenth century and in the 1920s and 1930s, and it came close to disappearing in the upheavals after both world wars before exiled Hungarians and breeders at home rebuilt it.

A Vizsla combines a keen hunting nose with an unusually soft, affectionate nature. It needs a great deal of running, ideally off lead in safe countryside, as well as training and games to occupy its mind, and it does not do well in a home where it is left alone all day.`,
      temper: `Vizslas are gentle, sensitive and famously affectionate, preferring to be touching their people at all times, which is why they are nicknamed 'velcro dogs'. They are usually good with children and other dogs, lively and clownish in play, and quick to learn, but they shut down under harsh correction and can become anxious, vocal or destructive when bored or lonely. With plenty of exercise and company, they are calm and loving house dogs.`,
    },
    colors: ['#b5651d', '#c47a3b', '#8e4a17'],
  },
  {
    key: 'german-shorthaired-pointer',
    family: 'dogs',
    name: 'German Shorthaired Pointer',
    synonyms: ['Deutsch Kurzhaar', 'Kurzhaar', 'GSP', 'German Short-haired Pointing Dog'],
    origin: 'Germany',
    dateOrigin: '19th century',
    raceType: 'Pointer (gundog)',
    utilizations:
      'Versatile hunting dog (hunt, point, retrieve), field trials, dog sports, companion',
    abstract:
      'The German all-purpose gundog: a powerful, liver-ticked athlete that hunts, points, tracks and retrieves, and needs an active home.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 25, max: 32 }, height: { min: 62, max: 66 } },
      female: { weight: { min: 20, max: 27 }, height: { min: 58, max: 63 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense, rough to the touch' },
      {
        attribute: 'Colours',
        value: 'Solid liver or black, or ticked, roan or patched with white',
      },
      { attribute: 'Feet', value: 'Webbed toes; a strong swimmer' },
      {
        attribute: 'Key health tests',
        value: 'Hips, elbows, eye screening, DNA tests for vWD type II and lupoid dermatosis',
      },
      { attribute: 'Related breeds', value: 'German Wirehaired Pointer, Pudelpointer' },
    ],
    texts: {
      description: `The German Shorthaired Pointer was bred in nineteenth-century Germany to be the single dog a hunter needed: one that could range for birds and point them, track wounded game, retrieve from land and water and even face a fox. Breeders combined old German pointing dogs with English Pointers and other hunting breeds, and selected for versatility and a biddable nature rather than appearance. Prince Albrecht zu Solms-Braunfels is often credited with setting the goal that 'form follows function'.

The result is a handsome, muscular and very athletic dog, usually liver or liver and white, with a short, tough coat. The GSP is widely used by hunters around the world and is increasingly popular as a family dog, but its energy level is high even for a gundog, and it thrives only with hours of vigorous activity every day.`,
      temper: `GSPs are friendly, keen and intelligent, eager to work with their owners and usually good with children, though adolescents can be clumsy and boisterous. They bond closely and dislike being left alone. Their hunting instincts are strong: they will chase birds, squirrels and cats, and may roam if not given enough exercise or a securely fenced garden. Consistent, positive training and a job to do, from field work to canicross or scent games, bring out their best.`,
    },
    colors: ['#5a3220', '#e6ddd2', '#7b5843'],
  },
  {
    key: 'whippet',
    family: 'dogs',
    name: 'Whippet',
    synonyms: ['Snap dog', "Poor man's racehorse"],
    origin: 'England (northern industrial counties)',
    dateOrigin: '19th century',
    raceType: 'Sighthound',
    utilizations: 'Racing, lure coursing, rabbit coursing, companion',
    abstract:
      'A medium-sized English sighthound bred for racing and rabbiting: a blur of speed outdoors and a gentle, sofa-loving companion indoors.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 12, max: 18 }, height: { min: 47, max: 51 } },
      female: { weight: { min: 10, max: 15 }, height: { min: 44, max: 47 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Very short, fine and close, with no undercoat' },
      { attribute: 'Top speed', value: 'About 55 km/h' },
      { attribute: 'Colours', value: 'Almost any colour or mixture of colours' },
      { attribute: 'Cold tolerance', value: 'Low; needs a coat in cold, wet weather' },
      { attribute: 'Prey drive', value: 'Strong; recall around small animals is unreliable' },
    ],
    texts: {
      description: `The Whippet is a lightweight greyhound in miniature, developed in the mining and mill towns of northern England in the nineteenth century from small greyhounds and terrier-type dogs. Working men raced them on straight tracks, often towards a waved rag, and used them to catch rabbits for the pot, which earned the breed its nickname, 'the poor man's racehorse'. The Kennel Club recognised it in 1890.

Built for acceleration, with a deep chest, a flexible back and long, muscular hindquarters, the Whippet is one of the fastest dogs for its size. Yet it is also one of the easiest sighthounds to live with: clean, quiet, almost odourless and content to sleep for much of the day, provided it gets a daily chance to gallop in a safe, enclosed space.`,
      temper: `Whippets are gentle, affectionate and sensitive, usually quiet indoors and happiest curled up in the warmest spot, often under a blanket. They are good with respectful children and generally sociable with other dogs, but their instinct to chase anything small and fast is strong, so cats need careful introductions and off-lead runs need secure fencing or a well-proofed recall. Harsh handling upsets them; soft voices and food rewards work far better.`,
    },
    colors: ['#c9a97e', '#f3eee6', '#6d6259'],
  },
  {
    key: 'italian-greyhound',
    family: 'dogs',
    name: 'Italian Greyhound',
    synonyms: ['Piccolo Levriero Italiano', 'Italian Sighthound', 'IG', 'Iggy'],
    origin: 'Italy; ancestors from the Mediterranean basin',
    dateOrigin: 'Ancient; developed in Renaissance Italy',
    raceType: 'Sighthound (toy)',
    utilizations: 'Companion, lure coursing',
    abstract:
      'The smallest sighthound: a slender, graceful miniature greyhound beloved of Renaissance courts, affectionate, fragile-boned and chilly.',
    lifespan: { min: 13, max: 15 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 32, max: 38 } },
      female: { weight: { min: 3.5, max: 5 }, height: { min: 32, max: 38 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'moderate',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, fine and glossy, like satin' },
      {
        attribute: 'Colours',
        value: 'Solid black, grey, slate grey or isabella; white allowed on chest and feet (FCI)',
      },
      { attribute: 'Main risk', value: 'Fractured forelegs, especially in young dogs' },
      { attribute: 'House training', value: 'Often slow, especially in cold or wet weather' },
      { attribute: 'Dental care', value: 'Daily brushing recommended' },
    ],
    texts: {
      description: `The Italian Greyhound is the smallest of the sighthounds, a greyhound in miniature with the same deep chest, tucked-up waist and long, fine legs, but weighing only around four or five kilograms. Small greyhound-type dogs were known around the Mediterranean in classical times, and in Renaissance Italy they became the pets of the nobility, appearing in frescoes, tapestries and court portraits. Later admirers included Catherine the Great, Frederick the Great of Prussia and Queen Victoria.

Today the IG is a companion first, though many enjoy lure coursing. Its thin bones and skin make it more delicate than most toy breeds: leg fractures from jumping off furniture are common, especially under two years of age, and it needs a coat in cold weather and regular tooth brushing.`,
      temper: `Italian Greyhounds are affectionate, playful and sensitive, devoted to their own people but often reserved or shy with strangers. They love warmth and will burrow under blankets or into a lap. They can be stubborn and easily distracted, and house training is notoriously slow in many dogs, partly because they hate going out in the cold or rain. Gentle, patient, reward-based training suits them; a boisterous household with small children is less suitable for such a fragile dog.`,
    },
    colors: ['#8c8a8a', '#d7c6ad', '#f2eee8'],
  },
  {
    key: 'bull-terrier',
    family: 'dogs',
    name: 'Bull Terrier',
    synonyms: ['English Bull Terrier', 'Bully', 'White Cavalier'],
    origin: 'England (Birmingham)',
    dateOrigin: '1860s',
    raceType: 'Terrier',
    utilizations: 'Companion, formerly ratting and dog fighting',
    abstract:
      'The egg-headed clown of the terrier world: muscular, comical, stubborn and devoted, created in Victorian Birmingham by James Hinks.',
    lifespan: { min: 11, max: 14 },
    measures: {
      male: { weight: { min: 24, max: 32 }, height: { min: 51, max: 56 } },
      female: { weight: { min: 20, max: 28 }, height: { min: 46, max: 53 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Head', value: 'Long, strong and egg-shaped, with no stop' },
      { attribute: 'Eyes', value: 'Small, dark, narrow and triangular' },
      { attribute: 'Colours', value: 'White (markings on the head allowed) or coloured' },
      { attribute: 'Size in the standard', value: 'No height or weight limits' },
      {
        attribute: 'Key health tests',
        value: 'BAER hearing test, urine and kidney screening, heart testing',
      },
    ],
    texts: {
      description: `The Bull Terrier was created in the 1860s by James Hinks, a Birmingham dog dealer, who crossed the old bull-and-terrier fighting dogs with the now-extinct White English Terrier and, possibly, the Dalmatian to produce a cleaner-limbed, all-white dog. His 'White Cavaliers' were meant to be gentlemen's companions, and the breed's claim that it should never start a fight but always be ready to finish one dates from this time. Coloured Bull Terriers were accepted in the twentieth century, and the head gradually became the distinctive egg shape, with no stop, seen today.

Unusually, the breed standard sets no height or weight limits, asking only for the maximum substance for the size of dog. The Miniature Bull Terrier, identical except for its smaller size, is recognised separately. Both are strong, energetic and comical dogs that need firm, patient owners, and responsible breeders screen for deafness, kidney disease and heart problems.`,
      temper: `Bull Terriers are exuberant, affectionate and clownish, devoted to their families and often excellent with people, but they are also stubborn, strong and sometimes intolerant of other dogs, especially of the same sex. They need early socialisation, consistent reward-based training and plenty of exercise and play. Some develop compulsive behaviours such as tail-chasing or spinning, particularly when bored or stressed, so mental stimulation is as important as physical exercise.`,
    },
    colors: ['#f6f3ee', '#2b2420', '#b07a4f'],
  },
  {
    key: 'staffordshire-bull-terrier',
    family: 'dogs',
    name: 'Staffordshire Bull Terrier',
    synonyms: ['Staffy', 'Staffie', 'Stafford', 'SBT'],
    origin: 'England (Staffordshire and the Black Country)',
    dateOrigin: '19th century; recognised by the Kennel Club in 1935',
    raceType: 'Terrier',
    utilizations: 'Companion, formerly ratting and dog fighting',
    abstract:
      'A compact, muscular bull-and-terrier from the English Midlands, bold and strong but famously affectionate with people.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 13, max: 17 }, height: { min: 35.5, max: 40.5 } },
      female: { weight: { min: 11, max: 15.4 }, height: { min: 35.5, max: 40.5 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth and close' },
      {
        attribute: 'Colours',
        value: 'Red, fawn, white, black or blue, solid or with white; brindle',
      },
      { attribute: 'Build', value: 'Short-backed, deep-chested and very muscular for its size' },
      { attribute: 'Key health tests', value: 'L-2-HGA and HSF4 hereditary cataract DNA tests' },
      { attribute: 'With other dogs', value: 'Needs careful socialisation' },
    ],
    texts: {
      description: `The Staffordshire Bull Terrier descends from the bull-and-terrier crosses of the early nineteenth century, bred in the Black Country and Staffordshire for ratting and, after bull-baiting was banned in 1835, for illegal dog fights. Its admirers campaigned for respectability in the twentieth century, and the Kennel Club recognised the breed in 1935, after which it became a fixture of British family life and one of the most common dogs in the country.

The Staffy is a smooth-coated, short and very muscular dog, with a broad head, pronounced cheek muscles and a wide, expressive grin. It is energetic, strong on the lead and needs daily exercise and play. Sadly it is also one of the breeds most often found in British rescue centres, frequently through no fault of its own.`,
      temper: `Staffies are bold, tenacious and full of life, and the breed standard describes them as affectionate with their friends and children in particular. Most adore people and want to be involved in everything. Their fighting ancestry shows more in their dealings with other dogs: many are fine with dogs they know, but some will not back down from a challenge, so early socialisation and good recall matter. They are sensitive to their owners, respond well to reward-based training and do not like being left alone for long periods.`,
    },
    colors: ['#7a4a2b', '#f2ebe3', '#2a2321'],
  },
  {
    key: 'miniature-schnauzer',
    family: 'dogs',
    name: 'Miniature Schnauzer',
    synonyms: ['Zwergschnauzer', 'Mini Schnauzer', 'Dwarf Schnauzer'],
    origin: 'Germany',
    dateOrigin: 'Late 19th century (first recorded 1888)',
    raceType: 'Schnauzer',
    utilizations: 'Companion, watchdog, formerly farm ratter',
    abstract:
      'The smallest of the three schnauzers: a bearded, bushy-browed German farm ratter turned alert, cheerful and adaptable companion.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 5, max: 8 }, height: { min: 30, max: 35 } },
      female: { weight: { min: 4.5, max: 7 }, height: { min: 30, max: 35 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Wiry outer coat and dense undercoat; sheds little' },
      {
        attribute: 'Colours',
        value: 'Pepper and salt, black, black and silver, white (not in the AKC)',
      },
      { attribute: 'Grooming', value: 'Hand-stripping or clipping every 6 to 8 weeks' },
      { attribute: 'Diet', value: 'Prone to high blood fats and pancreatitis; avoid fatty food' },
      { attribute: 'Voice', value: 'Alert and quick to bark' },
    ],
    texts: {
      description: `The Miniature Schnauzer was developed in Germany in the late nineteenth century by crossing the Standard Schnauzer, a farm dog and ratter, with smaller breeds, probably including the Affenpinscher and the Poodle. The first recorded example, a black female named Findel, was registered in 1888. With its harsh coat, bushy eyebrows and trademark beard, it keeps the look of its larger relatives in a compact, sturdy frame.

Today it is one of the most popular small dogs in the world, valued for its adaptability and low shedding. The wiry coat needs regular hand-stripping or clipping, and the breed has a known tendency to high blood fats, pancreatitis and bladder stones, so a low-fat diet and regular check-ups are sensible.`,
      temper: `Miniature Schnauzers are lively, spirited and affectionate, with the alertness of a terrier but a more biddable nature. They make keen watchdogs that announce every visitor, and they can become noisy without training. Most are good with children and other dogs, though small pets may trigger their ratting instincts. Intelligent and eager for attention, they learn quickly with positive methods and enjoy games, walks and dog sports.`,
    },
    colors: ['#8d8a86', '#2d2b2a', '#d6d3cf'],
  },
  {
    key: 'scottish-terrier',
    family: 'dogs',
    name: 'Scottish Terrier',
    synonyms: ['Scottie', 'Aberdeen Terrier', 'Diehard'],
    origin: 'Scotland',
    dateOrigin: '19th century',
    raceType: 'Terrier',
    utilizations: 'Companion, formerly hunting foxes, badgers and vermin',
    abstract:
      'A short-legged, bearded Highland terrier with a dignified, independent spirit and an instantly recognisable silhouette.',
    lifespan: { min: 11, max: 13 },
    measures: {
      male: { weight: { min: 8.6, max: 10.4 }, height: { min: 25, max: 28 } },
      female: { weight: { min: 8.2, max: 9.5 }, height: { min: 25, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'high',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Harsh, wiry outer coat over a short, soft undercoat' },
      { attribute: 'Colours', value: 'Black, wheaten or brindle of any shade' },
      {
        attribute: 'Grooming',
        value: 'Hand-stripping or clipping, with weekly brushing of the furnishings',
      },
      {
        attribute: 'Health note',
        value: 'High risk of bladder cancer; Scottie cramp and vWD type III occur',
      },
      {
        attribute: 'Famous owners',
        value: 'Franklin D. Roosevelt (Fala), George W. Bush (Barney)',
      },
    ],
    texts: {
      description: `The Scottish Terrier is one of the Highland terriers bred to go to ground after foxes, badgers and vermin among the rocks and cairns of Scotland. Early on, several short-legged Scottish terriers were lumped together; the type we know was fixed in the second half of the nineteenth century, partly in and around Aberdeen, hence its old name of Aberdeen Terrier. Breed clubs followed in the 1880s.

A Scottie is a small but powerful dog, long in head and body and low to the ground, with pricked ears, a harsh coat, a prominent beard and eyebrows, and a carrot-shaped tail carried upright. Its silhouette has become a design classic, adorning whisky labels, tartan souvenirs and one of the playing pieces of Monopoly.`,
      temper: `Scotties are confident, dignified and independent, often called aloof with strangers but deeply loyal to their own people. They are brave, sometimes to the point of taking on much larger dogs, and they have a strong instinct to dig and chase small animals. They can be stubborn and sensitive to heavy-handed training, so patient, consistent, reward-based methods work best. Many prefer calm adults and older children to noisy households.`,
    },
    colors: ['#1c1b1b', '#3d3836', '#d8c39a'],
  },
  {
    key: 'bloodhound',
    family: 'dogs',
    name: 'Bloodhound',
    synonyms: ['St. Hubert Hound', 'Chien de Saint-Hubert', 'Sleuth Hound'],
    origin: 'Belgium (Abbey of Saint-Hubert); developed in England',
    dateOrigin: 'Middle Ages',
    raceType: 'Scent hound',
    utilizations: 'Man-trailing, search and rescue, police work, hunting, companion',
    abstract:
      "The greatest nose in the dog world: a large, wrinkled, mournful-looking scent hound that can follow a person's trail over days-old ground.",
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 46, max: 54 }, height: { min: 64, max: 72 } },
      female: { weight: { min: 40, max: 48 }, height: { min: 58, max: 66 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and weatherproof; loose, thin skin in folds' },
      { attribute: 'Colours', value: 'Black and tan, liver and tan, red' },
      { attribute: 'Speciality', value: 'Trailing individual human scent' },
      { attribute: 'Main risk', value: 'Bloat (gastric dilatation-volvulus)' },
      { attribute: 'Care', value: 'Daily ear and skin-fold cleaning; copious drool' },
    ],
    texts: {
      description: `The Bloodhound's ancestors are traditionally traced to the hounds bred by the monks of the Abbey of Saint-Hubert in the Ardennes from around the eleventh century, which is why the FCI lists Belgium as its country of origin and the breed is also called the St. Hubert Hound. Its name has nothing to do with a thirst for blood: it refers to 'blooded' hounds, those of pure breeding kept by the aristocracy. The modern breed owes much to English breeders of the nineteenth century.

Its long ears, drooping skin and deep folds around the face are thought to help trap and stir up scent, and its nose is extraordinary: Bloodhounds have successfully followed trails several days old, and in the United States their trailing evidence has been accepted in court. They are big, strong and single-minded, drool copiously and need a secure garden, as a hound on a scent will follow it for miles.`,
      temper: `Bloodhounds are gentle, affectionate and placid with people, rarely aggressive and usually tolerant of children and other dogs. They are also independent, determined and easily absorbed by smells, which makes recall unreliable and training a matter of patience, persistence and very good treats. Young Bloodhounds are boisterous and clumsy and chew everything; adults are calmer but still need long daily walks, ideally with tracking games to use their nose. Their deep, baying voice carries a long way.`,
    },
    colors: ['#2b1d16', '#a8653a', '#7a3d1f'],
  },
  {
    key: 'basset-hound',
    family: 'dogs',
    name: 'Basset Hound',
    synonyms: ['Basset'],
    origin: 'France; developed in Great Britain',
    dateOrigin: '19th century (French bassets from the 16th century)',
    raceType: 'Scent hound',
    utilizations: 'Hunting hares and rabbits in packs, companion',
    abstract:
      'A low, heavy-boned scent hound with long ears and a sorrowful face, developed in Britain from French bassets: placid, stubborn and sociable.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 23, max: 29 }, height: { min: 33, max: 38 } },
      female: { weight: { min: 20, max: 27 }, height: { min: 33, max: 38 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth and dense' },
      {
        attribute: 'Colours',
        value: 'Tricolour (black, white and tan) or lemon and white; any recognised hound colour',
      },
      { attribute: 'Ears', value: 'Very long, velvety and low-set' },
      {
        attribute: 'Weight control',
        value: 'Essential; obesity strains the long back and short legs',
      },
      {
        attribute: 'Key health tests',
        value: 'Eye examination and gonioscopy for glaucoma (POAG DNA test)',
      },
    ],
    texts: {
      description: `'Basset' comes from the French bas, low, and short-legged hounds for following hares and rabbits on foot were kept in France from at least the sixteenth century. The Basset Hound as we know it was developed in Britain after French bassets, mostly of the Artésien Normand type, were imported from the 1860s and 1870s; Everett Millais, son of the painter John Everett Millais, was among the first to exhibit and breed them, and later crossed them with Bloodhounds to add size and bone. The Kennel Club and the FCI now list Great Britain as the breed's country of origin.

A Basset is a surprisingly large dog on short legs, with a long, deep body, heavy bone, loose skin, a domed head and long, velvety ears. It was bred to work in packs, hunting slowly and methodically by scent, and it remains a sociable, vocal and determined hound that needs regular walks, a strictly controlled diet and protection for its long back.`,
      temper: `Bassets are placid, friendly and good-humoured, excellent with children and usually with other dogs, which they regard as pack-mates. They are also independent and famously stubborn: once a Basset has its nose on a scent, calling it back is a hopeful exercise, and training takes patience, food rewards and a sense of humour. They dislike being alone and may bay loudly when bored. Adults are often lazy at home, so owners must make sure they get enough exercise to stay lean.`,
    },
    colors: ['#1f1a17', '#f4efe7', '#a86a3d'],
  },
  {
    key: 'afghan-hound',
    family: 'dogs',
    name: 'Afghan Hound',
    synonyms: ['Tazi', 'Tāžī Spay', 'Baluchi Hound'],
    origin: 'Afghanistan; modern breed developed in Great Britain',
    dateOrigin: 'Ancient landrace; modern breed from the 1920s',
    raceType: 'Sighthound',
    utilizations: 'Hunting by sight (formerly), lure coursing, show dog, companion',
    abstract:
      'A tall, aristocratic sighthound from the mountains and deserts of Afghanistan, with a flowing silky coat, a ringed tail and an independent mind.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 25, max: 30 }, height: { min: 68, max: 74 } },
      female: { weight: { min: 20, max: 25 }, height: { min: 63, max: 69 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'high',
      training: 'demanding',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long and silky, with a short-haired saddle on the back of mature dogs',
      },
      { attribute: 'Tail', value: 'Carried with a ring at the end' },
      { attribute: 'Colours', value: 'All colours' },
      { attribute: 'Grooming', value: 'Several hours a week of brushing and bathing' },
      { attribute: 'Prey drive', value: 'Very strong; exercise off lead only in enclosed areas' },
    ],
    texts: {
      description: `The Afghan Hound descends from the sighthounds kept by tribespeople in Afghanistan and neighbouring regions, where they hunted hares, gazelles, foxes and, reputedly, even leopards in steep, rocky country. Its heavy, silky coat protected it in cold mountain winters, and its large paws and supple, high hip bones gave it speed and agility over rough ground. The modern breed was founded in Britain in the 1920s on two rather different types: the compact, heavily coated 'Ghazni' hounds of the mountains and the rangier, lighter-coated 'Bell-Murray' desert type.

Few breeds are as glamorous in the show ring, yet the Afghan is still a true sighthound: fast, independent and prone to chase. Its coat demands a large, regular time commitment, and its aloof, cat-like character is not for everyone, but devotees find it a dignified, clownish and affectionate companion.`,
      temper: `Afghans are dignified, aloof and independent, often reserved with strangers and selective with their affection, although many are playful clowns with their own family. They are sensitive and do not respond to force; training works only through patience, short sessions and motivation, and reliable recall is rare because the instinct to course moving prey is strong. They need regular chances to run flat out in a safely enclosed space and are usually gentle, if sometimes uninterested, companions for older children.`,
    },
    colors: ['#d9b67c', '#f0dfb9', '#3a2e26'],
  },
  {
    key: 'alaskan-malamute',
    family: 'dogs',
    name: 'Alaskan Malamute',
    synonyms: ['Malamute', 'Mal', 'Mally'],
    origin: 'United States (Alaska)',
    dateOrigin: 'Ancient Arctic landrace; recognised as a breed in 1935',
    raceType: 'Sled dog (Spitz)',
    utilizations: 'Freighting (heavy sled hauling), sledding, weight pulling, skijoring, companion',
    abstract:
      'A powerful Arctic freighting dog named after the Mahlemiut Iñupiat of Alaska, built for strength and endurance rather than speed.',
    lifespan: { min: 10, max: 14 },
    measures: {
      male: { weight: { min: 36, max: 43 }, height: { min: 61, max: 66 } },
      female: { weight: { min: 32, max: 38 }, height: { min: 56, max: 61 } },
    },
    attributes: {
      size: 'large',
      climate: 'cold',
      exercise: 'very_high',
      grooming: 'high',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Thick, coarse guard coat over a dense, oily, woolly undercoat' },
      {
        attribute: 'Colours',
        value: 'Light grey to black, sable, red, or solid white; always with white underparts',
      },
      { attribute: 'Eyes', value: 'Brown, almond-shaped; blue eyes are a disqualifying fault' },
      { attribute: 'Shedding', value: 'Heavy; the undercoat is "blown" once or twice a year' },
      { attribute: 'Heat tolerance', value: 'Poor' },
    ],
    texts: {
      description: `The Alaskan Malamute takes its name from the Mahlemiut, an Iñupiat people of the Kotzebue Sound and Norton Sound region of north-west Alaska, whose dogs hauled heavy loads and helped hunt seals and repel polar bears. It is one of the oldest Arctic sled dog types and was bred for power and stamina rather than speed: a Malamute team pulls freight, not racing sleds. The gold rush of 1896 brought many outside dogs to Alaska and diluted the native stock, and the breed was rescued and standardised in the 1920s and 1930s, gaining AKC recognition in 1935.

Larger and heavier-boned than the Siberian Husky, the Malamute has a wolf-like look, a plumed tail carried over the back and a thick, weatherproof coat. It is the official state dog of Alaska. It thrives in cold climates with plenty of hard exercise, ideally pulling, and needs experienced owners, secure fencing and a lot of vacuuming.`,
      temper: `Malamutes are affectionate, friendly and playful with people, including strangers, so they make poor guard dogs. They are also strong-willed, intelligent and independent, bred to think for themselves on the trail, and can be dominant or intolerant with other dogs, especially of the same sex. A high prey drive makes them risky with cats and small pets. They rarely bark but often 'talk' in woos and howls, and a bored Malamute will dig, escape and destroy, so daily exercise, firm, consistent training and companionship are essential.`,
    },
    colors: ['#8a8884', '#f1efeb', '#2e2b29'],
  },
];
