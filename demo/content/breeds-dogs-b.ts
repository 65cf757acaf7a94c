import type { SeedBreed } from './types';

/** Dog breeds, second part: 18 popular breeds, with full ten-section profiles for the German Shepherd Dog and the Portuguese Water Dog. */
export const dogsB: SeedBreed[] = [
  {
    key: 'german-shepherd-dog',
    family: 'dogs',
    name: 'German Shepherd Dog',
    synonyms: ['German Shepherd', 'Alsatian', 'Deutscher Schäferhund', 'Berger Allemand'],
    origin: 'Germany',
    dateOrigin: '1899; breed society founded by Max von Stephanitz',
    raceType: 'Herding dog',
    utilizations:
      'Herding, police and military dog, guide and assistance dog, search and rescue, detection dog, protection sports, companion',
    abstract:
      'A medium-to-large, wolf-like working dog created in late nineteenth-century Germany from local sheepdogs, and the police, military and service dog par excellence.',
    lifespan: { min: 9, max: 13 },
    measures: {
      male: { weight: { min: 30, max: 40 }, height: { min: 60, max: 65 } },
      female: { weight: { min: 22, max: 32 }, height: { min: 55, max: 60 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Double coat, short or long stock hair, with a dense undercoat' },
      {
        attribute: 'Colours',
        value: 'Black with tan, red, yellow or grey markings; solid black; sable (grey)',
      },
      {
        attribute: 'Build',
        value: 'Longer than tall by 10 to 17 per cent, with a firm, straight back',
      },
      { attribute: 'Shedding', value: 'Heavy all year, with two seasonal moults' },
      {
        attribute: 'Key health tests',
        value: 'Hip and elbow scores; DNA test for degenerative myelopathy (SOD1)',
      },
      { attribute: 'Breed society', value: 'Verein für Deutsche Schäferhunde (SV), founded 1899' },
    ],
    texts: {
      description: `The German Shepherd Dog is a strong, agile dog of medium to large size, slightly longer than it is tall, with erect ears, a wedge-shaped head and a dense double coat, most often black with tan or red markings. It was created in Germany at the end of the nineteenth century from the varied herding dogs of Thuringia and Württemberg, with the explicit aim of producing an all-round working dog, and it has been shaped by that purpose ever since.

Few breeds have been asked to do so many jobs. German Shepherds herd sheep, track suspects, search rubble after earthquakes, sniff out explosives and drugs, and guide blind owners, and they are among the most registered breeds in the world. The same qualities that make them excellent workers, namely drive, vigilance and an intense bond with their handler, mean that they need an owner with time for daily exercise and training, and a breeder who selects for sound hips, a level back and a steady temperament.`,
      temper: `A well-bred German Shepherd is self-assured, attentive and loyal, calm at home and keen to work. The breed is naturally watchful and reserved with strangers rather than instantly friendly, and most will guard their home and family without being taught. Toward their own people they are affectionate and often follow one person from room to room.

The breed's sensitivity cuts both ways. Poorly socialised or badly bred dogs can become nervous, reactive or overprotective, and a German Shepherd left alone and under-occupied will often bark, dig or chew. Early, broad socialisation with people, dogs and noises, followed by steady training, produces the confident, biddable dog the breed is known for.`,
      history: `Until the late nineteenth century, German shepherds kept sheepdogs selected purely for their work, and their appearance varied from region to region. In 1899 a former cavalry captain, Max von Stephanitz, bought a wolfish, intelligent dog called Hektor Linksrhein at a show, renamed him Horand von Grafrath, and in April of that year founded the Verein für Deutsche Schäferhunde (SV) with Artur Meyer. Horand became the first dog in the breed register, and through intensive line breeding on him and his descendants the new breed was fixed within a few generations.

Von Stephanitz foresaw that shepherding was declining and promoted the breed to the police and army. German Shepherds served as messengers, sentries and Red Cross dogs in the First World War, and a school in Oldenburg began training them as guides for blinded veterans in 1916. Anti-German feeling after the war led the Kennel Club in Britain to register the breed as the Alsatian Wolf Dog from 1919 and the American Kennel Club to call it simply the Shepherd Dog; the Americans restored the original name in 1931, the British only in 1977.`,
      appearance: `The German Shepherd is built for an efficient, ground-covering trot. The body is longer than the height at the withers, the chest deep, the back firm and straight, and the croup long and gently sloping. The head is wedge-shaped and in proportion to the body, with a strong muzzle, almond-shaped dark eyes and medium-sized, pointed ears carried upright. The bushy tail hangs in a slight curve at rest.

According to the FCI standard, males stand 60 to 65 centimetres at the withers and weigh 30 to 40 kilograms; females are 55 to 60 centimetres and 22 to 32 kilograms. The degree of hindquarter angulation has been debated for decades: some show lines, particularly in North America and parts of Europe, developed a steeply sloping back and exaggerated hocks, while working lines remain straighter and more moderate. A Best of Breed winner at Crufts in 2016 drew public criticism for its sloping topline and unsteady hind movement, and prompted a review of the breed by the Kennel Club.`,
      fur_type: `The German Shepherd has a weatherproof double coat: a straight, harsh, close-lying outer coat over a thick undercoat that insulates against cold and wet. The standard recognises two varieties, the familiar short stock hair and a long stock hair with feathering on the ears, legs and tail, which was admitted by the FCI in 2010. Both must have an undercoat; long, soft coats without undercoat are a fault.

This is one of the heaviest-shedding breeds. Hair drops all year round, and twice a year the undercoat comes out in handfuls over two or three weeks. Brushing two or three times a week, daily during a moult, keeps the coat healthy and the house tolerable; an undercoat rake helps. Bathing is needed only occasionally, since the coat sheds dirt well and frequent washing strips its natural oils.`,
      variants: `The accepted colours are black with reddish-brown, brown, yellow or light grey markings (the classic saddle pattern), solid black, and grey or sable, in which each hair is banded with darker tips. White is excluded by the FCI and most kennel clubs; white shepherds descended from the breed were developed separately and recognised by the FCI as the Berger Blanc Suisse (White Swiss Shepherd Dog). Blue and liver dogs occasionally appear but are faults.

More important in practice is the split between lines. West German show lines, bred under the SV's rules, are typically red and black with a deeper chest; West German and former East German (DDR) working lines, and Czech border-patrol lines, are more often sable or black, with stronger drive and a straighter back; and American and Canadian show lines have their own type. Choosing the right line matters more for a family than choosing a colour.`,
      health_care: `Hip and elbow dysplasia are the best-known inherited problems, and the SV has long required hip and elbow assessments before breeding. In the UK, look for good BVA/KC hip and elbow scores on both parents. Degenerative myelopathy, a progressive spinal-cord disease of older dogs, was first described in the breed and is linked to a mutation in the SOD1 gene; a DNA test helps breeders avoid producing affected dogs. Other conditions seen more often than in other breeds include exocrine pancreatic insufficiency, anal furunculosis (perianal fistulas), pannus (chronic superficial keratitis) and haemangiosarcoma.

As a deep-chested breed, the German Shepherd is at risk of gastric dilatation-volvulus (bloat), a surgical emergency; feeding two or three smaller meals a day and avoiding hard exercise straight after eating reduces the risk. Keep puppies lean and avoid forced, repetitive exercise while the joints are growing, and maintain an adult at a weight where the ribs can be felt easily.`,
      training: `German Shepherds learn fast, remember well and genuinely enjoy working with a handler, which is why the breed dominates police and protection work. They do best with clear, consistent, reward-based training that gives them a job: obedience, tracking, agility, herding or scent work all suit them. Training should start the day the puppy arrives, with handling, calm greetings and a reliable recall.

Socialisation is the most important task of the first year. A young Shepherd should meet many different people, dogs, places and sounds in a positive way, so that natural watchfulness does not turn into fear or reactivity. Harsh handling backfires with such a sensitive dog. In Germany, breeding dogs must pass a working test (IGP, formerly Schutzhund) and a breed survey, the Körung, which assesses temperament alongside conformation.`,
      curiosities: `Two of the first canine film stars were German Shepherds. Strongheart starred in The Silent Call in 1921, and Rin Tin Tin, a puppy rescued from a bombed kennel in France by the American soldier Lee Duncan in 1918, went on to appear in more than two dozen Hollywood films and is credited with saving Warner Bros. from bankruptcy. In 1929 another Shepherd, Buddy, became the first guide dog of The Seeing Eye, the first guide-dog school in the United States.

In 2002 Apollo, a New York Police Department German Shepherd, received the Dickin Medal, the animal equivalent of the Victoria Cross, on behalf of all the search and rescue dogs that worked at the World Trade Center after 11 September 2001. Apollo himself was among the first search dogs to reach Ground Zero.`,
      species: `The German Shepherd, like all dog breeds, belongs to the domestic dog, Canis familiaris (often written Canis lupus familiaris), which was domesticated from an ancient population of grey wolves at least 15,000 years ago. Despite its wolfish looks, the breed has no recent wolf ancestry; DNA studies place it with the European herding breeds from which it was developed, and its resemblance to a wolf is a matter of selection for erect ears, a long muzzle and a sable or saddled coat.

The breed has, however, been used to make new crosses with wolves. The Saarloos Wolfdog was created in the Netherlands in the 1930s by Leendert Saarloos, and the Czechoslovakian Wolfdog began in 1955 as a military experiment crossing German Shepherds with Carpathian wolves. The classic black-and-tan saddle pattern, sable and solid black colours are controlled by different versions of a single gene, agouti (ASIP), with solid black being recessive.`,
    },
    colors: ['#1d1a17', '#b8773a', '#d9a86a'],
  },
  {
    key: 'portuguese-water-dog',
    breedOfTheWeek: true,
    family: 'dogs',
    name: 'Portuguese Water Dog',
    synonyms: [
      'Cão de Água Português',
      'Portie',
      'Cão de Água Algarvio',
      'Algarve Water Dog',
      'PWD',
    ],
    origin: 'Portugal (Algarve)',
    dateOrigin: "Centuries-old fishermen's dog; revived and standardised in the 1930s",
    raceType: 'Water dog',
    utilizations:
      "Formerly fishermen's dog and boat courier, water trials, agility, therapy dog, companion",
    abstract:
      "A robust, curly- or wavy-coated swimmer that once worked alongside Portugal's fishing fleets, rescued from near extinction in the twentieth century and now a lively, low-shedding family dog.",
    lifespan: { min: 11, max: 13 },
    measures: {
      male: { weight: { min: 19, max: 25 }, height: { min: 50, max: 57 } },
      female: { weight: { min: 16, max: 22 }, height: { min: 43, max: 52 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Single coat without undercoat, either curly or wavy; sheds little',
      },
      { attribute: 'Colours', value: 'Black, white or brown, or black or brown with white' },
      { attribute: 'Clips', value: 'Lion clip (hindquarters and muzzle shaved) or retriever clip' },
      { attribute: 'Feet', value: 'Round, with well-developed webbing between the toes' },
      {
        attribute: 'Key health tests',
        value: 'Hip scores, eye examination; DNA tests for GM1 storage disease and prcd-PRA',
      },
    ],
    texts: {
      description: `The Portuguese Water Dog is a medium-sized, muscular and well-balanced dog with a broad head, a profuse single coat that is either tightly curled or loosely waved, and a long tail carried high when it is alert. For centuries it worked on the fishing boats of the Portuguese coast, above all in the Algarve, swimming and diving to herd fish into nets, retrieving lost tackle and carrying messages between boats and the shore. Its webbed feet, strong hindquarters and thick, tapering tail, which serves as a rudder, are the legacy of that life in the water.

When mechanised fishing made the dogs redundant, the breed dwindled to a handful of animals and was saved by a few determined enthusiasts, first in Portugal and then in the United States. Since the Obama family brought two Porties to the White House it has become much better known, but it remains an energetic working dog rather than a lapdog. It suits active households that enjoy swimming and outdoor games, and owners who are prepared to pay for regular professional grooming.`,
      temper: `Porties are lively, confident and affectionate, with a strong attachment to their family and a marked wish to be included in everything. They are usually friendly with visitors and good with children and other dogs, though their boisterous energy can bowl over toddlers. Many have a wide vocal range and will 'talk' in yips, grumbles and a distinctive, multi-octave bark.

Their intelligence and stamina need an outlet. A bored Portuguese Water Dog will chew, dig, steal and raid the bin, and young dogs are notably mouthy. Given daily exercise, especially swimming and retrieving, and a job to think about, they are cheerful, willing and easy-going companions who settle quietly at home.`,
      history: `Water dogs with curly coats were known along the Iberian coast for centuries, and the Portuguese type was valued by fishermen as a crew member: it drove shoals toward nets, fetched gear that fell overboard, and swam to shore with messages and catches. Tradition holds that the dogs sailed with Portuguese fleets to distant fishing grounds as well, though records are scarce. By the early twentieth century, as motorised boats and modern equipment replaced the old methods, the dogs had almost disappeared, surviving mainly in the Algarve.

The breed's revival began in the 1930s with Vasco Bensaude, a wealthy Lisbon shipowner who sought out the remaining dogs and bred them under the kennel name Algarbiorum. His foundation sire, a fisherman's dog called Leão, appears in the pedigree of almost every Portuguese Water Dog alive today, and a breed standard was drawn up in the same decade. Dogs from Portugal reached the United States in the 1950s and 1960s; the Portuguese Water Dog Club of America was founded in 1972, and the American Kennel Club granted full recognition in 1983.`,
      appearance: `The Portuguese Water Dog is robust, a little longer than tall, with a broad, deep chest, well-sprung ribs and a short, level back. The head is large and well proportioned, with a pronounced stop, a strong muzzle slightly shorter than the skull, round dark or brown eyes and heart-shaped ears set above the line of the eye. The tail is thick at the root and tapers to the tip; it is never docked, and when the dog is attentive it is carried in a ring over the back.

The FCI standard gives a height of 50 to 57 centimetres for males, ideally 54, with a weight of 19 to 25 kilograms, and 43 to 52 centimetres for females, ideally 46, with a weight of 16 to 22 kilograms. The feet are round and flat with well-developed webbing of soft skin reaching to the tips of the toes, an adaptation for swimming that owners notice the first time they trim between the pads.`,
      fur_type: `The coat is profuse and covers the whole body, but it is a single coat with no undercoat, and the breed moults very little. There are two equally correct types. The curly coat forms compact, cylindrical curls with a somewhat dull lustre; the wavy coat falls gently in waves and has a slight sheen. On the head, the hair forms a topknot, and the ears are fringed with longer hair.

Because shed hair is caught in the coat rather than dropping on the floor, Porties are often suggested for people with dog allergies. No dog is truly hypoallergenic, since the allergens are carried in saliva and skin flakes, but some allergic owners do tolerate the breed better. The flip side is that the coat mats if neglected: it needs thorough brushing several times a week and clipping every six to eight weeks.`,
      variants: `Two traditional clips are accepted. In the lion clip, the fishermen's style, the hindquarters, muzzle and base of the tail are clipped short while the rest of the coat is left at full length, with a plume at the tail tip; it is said to have kept the chest and vital organs warm while freeing the hind legs for swimming. In the retriever clip, the whole coat is scissored to about two and a half centimetres, following the outline of the dog, again with a plume on the tail. Most pet owners choose the easier retriever clip.

The recognised colours are black, white and various shades of brown, and combinations of black or brown with white. Black is the most common; all-white dogs have black, brown or flesh-coloured noses and are not albinos. A third type that breeders call 'improper coat', with a short, smooth face and no furnishings, occasionally appears in litters; such dogs make fine pets but are not shown.`,
      health_care: `Responsible breeders test for several inherited conditions. GM1 storage disease (GM1 gangliosidosis) is a fatal recessive metabolic disease of young dogs, and progressive retinal atrophy of the prcd type causes blindness in middle age; DNA tests for both mean that affected puppies need never be bred. Juvenile dilated cardiomyopathy, a rare inherited heart disease that kills puppies in their first months, is also managed through pedigree records and testing. Hip dysplasia, Addison's disease and a patchy hair loss known as follicular dysplasia occur as well.

Daily care centres on the coat and ears. Hair grows inside the ear canals and traps moisture, so after swimming the ears should be dried and checked, and excess hair removed by a groomer or vet if needed. Brushing to the skin, regular clipping and tooth brushing, plus at least an hour of exercise a day, keep a Portie in good health.`,
      training: `The Portuguese Water Dog is bright, eager and responsive, and it learns quickly with reward-based methods. It is also clever enough to train its owners if they are inconsistent, so clear rules from the start matter. Early lessons should include handling for grooming, a solid recall and a gentle mouth, because young Porties explore everything with their teeth.

Swimming and retrieving are the breed's natural outlets, and water work trials, in which dogs retrieve objects, tow boats and rescue 'drowning' handlers, test the old fishermen's skills. Porties also do well in agility, obedience, rally and scent work, and their sociability makes them good therapy dogs once they have matured.`,
      curiosities: `The breed became internationally famous in 2009, when Senator Ted Kennedy, a long-time Portie owner, gave the Obama family a puppy called Bo. A low-shedding breed had been sought because one of the daughters had allergies. A second Portuguese Water Dog, Sunny, joined the family in 2013, and both dogs appeared at official events throughout the presidency.

Leão, the foundation sire of the modern breed, was a fisherman's dog whose name means 'lion' in Portuguese, an apt name for a dog wearing the lion clip. Breed lore also credits the dogs with barking from the bows in fog, so that boats in a fleet could keep track of one another and avoid collisions.`,
      species: `The Portuguese Water Dog belongs to the domestic dog, Canis familiaris, and to the family of curly-coated water dogs that includes the Spanish Water Dog, the Barbet, the Lagotto Romagnolo and the Irish Water Spaniel, as well as the Poodle, which shares the lion clip. These breeds were developed for retrieving from water, and their tight, water-shedding coats and strong swimming ability reflect a common function, though not necessarily close shared ancestry.

The breed has also contributed to canine genetics. The Georgie Project, started at the University of Utah in the 1990s with the help of Portie owners, collected X-rays and DNA from hundreds of dogs to study how body shape is inherited. The work helped identify a variant of the IGF1 gene that is a major determinant of small body size in dogs. The breed's curly coat is linked to a variant in the keratin gene KRT71, and its facial furnishings to the RSPO2 gene; dogs with 'improper coat' lack the furnishings variant.`,
    },
    colors: ['#1b1a19', '#f4f1ea', '#6b4a2e'],
  },
  {
    key: 'pembroke-welsh-corgi',
    family: 'dogs',
    name: 'Pembroke Welsh Corgi',
    synonyms: ['Pembroke', 'Corgi', 'Welsh Corgi (Pembroke)'],
    origin: 'United Kingdom (Wales, Pembrokeshire)',
    dateOrigin: 'Medieval roots; recognised as a separate breed in 1934',
    raceType: 'Herding dog',
    utilizations: 'Cattle drover (heeler), herding trials, agility, companion',
    abstract:
      'A low-set, fox-faced cattle dog from south-west Wales, bold and quick-witted, best known as the favourite breed of Queen Elizabeth II.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 10, max: 12 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 10, max: 11 }, height: { min: 25, max: 30 } },
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
        value: 'Medium-length, straight, with a dense undercoat; sheds heavily',
      },
      { attribute: 'Colours', value: 'Red, sable, fawn, or black and tan, with or without white' },
      { attribute: 'Tail', value: 'Naturally short or long; docking is now banned in the UK' },
      { attribute: 'Back', value: 'Long and low; keep lean and limit jumping' },
      {
        attribute: 'Key health tests',
        value: 'Hip scores, eye examination, DNA tests for DM and vWD type I',
      },
    ],
    texts: {
      description: `The Pembroke Welsh Corgi is a sturdy, short-legged dog with a foxy head, upright pointed ears and a medium-length coat, most often red or sable with white. Its name is usually explained from the Welsh 'cor' (dwarf) and 'ci' (dog). Small enough to duck under a kick, it worked on Welsh farms driving cattle by nipping at their heels, and it may owe its spitz-like looks to dogs brought by Flemish weavers who settled in Pembrokeshire in the twelfth century. The Kennel Club registered Pembroke and Cardigan corgis together until 1934, when they were separated into two breeds; the Cardigan is larger, with rounder ears and a long tail.

Queen Elizabeth II was given a Pembroke called Susan for her eighteenth birthday in 1944 and kept more than thirty of her descendants over the following decades, making the breed a symbol of the British monarchy. A corgi is a working dog in a small frame and needs proper daily walks, a lean figure to protect its long back and a tolerance for shed hair.`,
      temper: `Pembrokes are bold, outgoing and alert, with a big bark and a strong sense of their own importance. They are affectionate and playful with their families and usually sociable with visitors, but their herding instincts can show as heel-nipping of children, other pets or bicycles, which should be redirected early. Intelligent and food-motivated, they learn quickly, though they can be bossy and will test rules that are not consistently kept.`,
    },
    colors: ['#c8742f', '#f4efe6', '#8a4b1e'],
  },
  {
    key: 'shih-tzu',
    family: 'dogs',
    name: 'Shih Tzu',
    synonyms: ['Chrysanthemum Dog', 'Lion Dog', 'Tibetan Lion Dog'],
    origin: 'Tibet and China; developed in the United Kingdom',
    dateOrigin: 'Ancient; bred at the Chinese imperial court; in Britain from 1930',
    raceType: 'Companion dog',
    utilizations: 'Companion, show dog, therapy dog',
    abstract:
      'A small, sturdy lapdog of the Chinese imperial court, with a flowing double coat, a short muzzle and an outgoing, friendly temperament.',
    lifespan: { min: 10, max: 16 },
    measures: {
      male: { weight: { min: 4.5, max: 8.1 }, height: { min: 20, max: 27 } },
      female: { weight: { min: 4.5, max: 8.1 }, height: { min: 20, max: 27 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, dense double coat; sheds little but mats easily' },
      { attribute: 'Colours', value: 'All colours; a white blaze and tail tip are prized' },
      { attribute: 'Face', value: 'Short, square muzzle with hair growing upward from the nose' },
      { attribute: 'Heat tolerance', value: 'Poor; keep cool and avoid exertion in hot weather' },
      {
        attribute: 'Common problems',
        value: 'Eye injuries and ulcers, breathing difficulties, dental crowding',
      },
    ],
    texts: {
      description: `The Shih Tzu is a small, solid dog with a broad, round head, large dark eyes, a short muzzle and a long, dense coat that sweeps to the floor in show condition. Its name means 'lion' in Chinese, and the hair growing upward from the nose gives the face its often-described chrysanthemum look. Small dogs of this type are thought to have been sent from Tibet as gifts to the Chinese emperors, and the breed was refined in the palaces of Beijing, probably with some influence from the Pekingese; genetic studies place it among the breeds of ancient Asian ancestry.

After the fall of the Qing dynasty the dogs nearly vanished in China, and the breed in the West was built from a small number of imports brought to Britain and Scandinavia from 1930 onwards, with a single Pekingese cross made in Britain in 1952. It is now one of the most popular toy breeds worldwide. Owners should expect daily brushing or a short pet trim every few weeks, daily eye care and a breeder who selects for open nostrils and a moderate face.`,
      temper: `Shih Tzus are affectionate, outgoing and even-tempered, bred for nothing but companionship, and they tend to make friends with everyone, children and other pets included. They are less yappy and less fragile than many toy breeds and are content with short walks and indoor play, which suits flats and older owners. They can be stubborn, particularly over house-training, so patience and consistent, reward-based routines matter.`,
    },
    colors: ['#f2ede3', '#c99a5b', '#5a4030'],
  },
  {
    key: 'pug',
    family: 'dogs',
    name: 'Pug',
    synonyms: ['Mops', 'Carlin', 'Chinese Pug'],
    origin: 'China; developed in the Netherlands and the United Kingdom',
    dateOrigin: 'Ancient (China); in Europe from the 16th century',
    raceType: 'Companion dog',
    utilizations: 'Companion',
    abstract:
      'A square, wrinkled toy dog with a black mask and a curled tail, brought from China to Europe by Dutch traders and kept as a companion ever since.',
    lifespan: { min: 10, max: 13 },
    measures: {
      male: { weight: { min: 6.3, max: 8.1 }, height: { min: 25, max: 33 } },
      female: { weight: { min: 6.3, max: 8.1 }, height: { min: 25, max: 33 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Fine, smooth and short, but sheds heavily' },
      {
        attribute: 'Colours',
        value: 'Silver, apricot, fawn or black; fawns have a black mask and trace',
      },
      { attribute: 'Tail', value: 'Tightly curled over the hip, ideally a double curl' },
      { attribute: 'Skin', value: 'Facial wrinkles and nose roll need regular cleaning' },
      { attribute: 'Key health check', value: 'Respiratory Function Grading for BOAS' },
    ],
    texts: {
      description: `The Pug is a compact, square, thickset toy dog with a large round head, deep wrinkles, prominent dark eyes, small folded ears and a tail curled tightly over the hip. Short-faced dogs of this kind were kept in China for many centuries, and in the sixteenth and seventeenth centuries Dutch traders of the East India Company brought them to Europe, where they became the dogs of the House of Orange. According to a popular story, a pug woke William the Silent in time to escape assassins in 1572, and when William III and Mary II came to England in 1688, pugs came with them. In the eighteenth century the breed was so fashionable that Hogarth painted himself with his pug Trump.

Much of the Pug's charm comes from its flat face, and so do its main problems. Research by the Royal Veterinary College has found pugs markedly more prone than other dogs to breathing, eye and skin disorders, and brachycephalic obstructive airway syndrome is common. Anyone choosing a pug should look for a breeder who selects for open nostrils and a visible muzzle, keep the dog slim and out of the heat, and clean the facial folds regularly.`,
      temper: `Pugs are charming, comical and devoted, summed up in the breed's old Latin motto 'multum in parvo', a lot in a little. They love people, follow their owners everywhere, get on well with children and other animals and are rarely aggressive, which makes them excellent companions for calm households and flats. They are food-driven and can be wilful, but short, playful training sessions with treats work well; they snore, shed a great deal and should never be exercised hard in warm weather.`,
    },
    colors: ['#d8b98a', '#1e1b19', '#b08a5a'],
  },
  {
    key: 'doberman-pinscher',
    family: 'dogs',
    name: 'Doberman Pinscher',
    synonyms: ['Dobermann', 'Doberman', 'Dobie'],
    origin: 'Germany (Apolda, Thuringia)',
    dateOrigin: 'About 1890',
    raceType: 'Guard dog',
    utilizations:
      'Guard and protection dog, police and military dog, IGP sport, search and rescue, therapy dog, companion',
    abstract:
      'A sleek, powerful guard dog bred by a German tax collector in the 1890s, fast, intelligent and deeply attached to its family.',
    lifespan: { min: 10, max: 12 },
    measures: {
      male: { weight: { min: 40, max: 45 }, height: { min: 68, max: 72 } },
      female: { weight: { min: 32, max: 35 }, height: { min: 63, max: 68 } },
    },
    attributes: {
      size: 'large',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, hard and close-lying, with little undercoat' },
      {
        attribute: 'Colours',
        value: 'Black or brown with rust-red tan markings (FCI); also blue and fawn (AKC)',
      },
      {
        attribute: 'Ears and tail',
        value: 'Natural in the UK and most of Europe, where cropping and docking are banned',
      },
      { attribute: 'Cold tolerance', value: 'Limited; a coat helps in winter' },
      {
        attribute: 'Key health tests',
        value: 'Annual heart screening (Holter and echocardiogram), vWD DNA test, hip scores',
      },
    ],
    texts: {
      description: `The Dobermann, as the breed is called in its homeland and by the FCI and the Kennel Club, is a medium-large, square-built dog with a long wedge-shaped head, a deep chest and a short, glossy coat, usually black or brown with sharply defined rust markings. It takes its name from Friedrich Louis Dobermann of Apolda in Thuringia, a tax collector who also ran the local dog pound and wanted a sharp, loyal dog to accompany him on his rounds. Around 1890 he began crossing the dogs available to him; the mix is unrecorded, but German pinschers, old shepherd and butcher's dogs, and later Rottweiler, Manchester Terrier and Greyhound blood are all thought to have contributed. After his death the breeder Otto Göller refined the type, and the 'Pinscher' was dropped from the German name in 1949.

Elegant, athletic and intelligent, the Dobermann has served as a police, military and guard dog on both sides of the Atlantic; in the Second World War it was the favoured war dog of the United States Marine Corps. As a family dog it needs a great deal of exercise, companionship and structured training, and a breeder who screens for dilated cardiomyopathy, an inherited heart disease that European studies suggest affects more than half of Dobermanns at some point in their lives.`,
      temper: `A well-bred Dobermann is alert, fearless and protective but not aggressive without reason, and at home it is a surprisingly soft, affectionate dog that likes to lean against its people and share the sofa. It is sensitive, learns very quickly and responds best to calm, consistent, reward-based training; early socialisation is essential so that its natural watchfulness does not become suspicion. Dobermanns do not cope well with being left alone for long periods or kept outdoors.`,
    },
    colors: ['#1b1716', '#8b4a24', '#5b3a2a'],
  },
  {
    key: 'great-dane',
    family: 'dogs',
    name: 'Great Dane',
    synonyms: ['Deutsche Dogge', 'German Mastiff', 'Dogue Allemand', 'Dane'],
    origin: 'Germany',
    dateOrigin: 'Boarhounds from the 16th century; standardised in the 1880s',
    raceType: 'Mastiff',
    utilizations: 'Formerly boar hunting and estate guarding, companion',
    abstract:
      'A giant, elegant mastiff from Germany, once a boarhound of the nobility and now one of the tallest and gentlest of all companion dogs.',
    lifespan: { min: 7, max: 10 },
    measures: {
      male: { weight: { min: 64, max: 79 }, height: { min: 80, max: 90 } },
      female: { weight: { min: 50, max: 64 }, height: { min: 72, max: 84 } },
    },
    attributes: {
      size: 'giant',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Very short, dense and glossy' },
      {
        attribute: 'Colours',
        value: 'Fawn, brindle, harlequin, black (including mantle) and blue',
      },
      { attribute: 'Minimum height (FCI)', value: '80 cm for males, 72 cm for females' },
      { attribute: 'Bloat risk', value: 'High; many owners opt for preventive gastropexy' },
      { attribute: 'Growth', value: 'Puppies need large-breed diets and restricted exercise' },
    ],
    texts: {
      description: `The Great Dane combines great size with elegance: a tall, powerful but well-proportioned dog with a long, rectangular head, a deep chest and a short, sleek coat. The FCI standard calls it the Apollo among dog breeds. Despite the English name, which comes from the French 'grand Danois' used in the eighteenth century, the breed is German. It descends from the heavy hounds, known as Saupacker or boarhounds, that German nobles crossed from mastiffs and greyhound-type dogs to hunt wild boar, and later from the 'chamber dogs' that guarded their bedrooms at night. In 1880 German breeders agreed on the name Deutsche Dogge, and the first breed club followed in 1888.

Today's Danes are companions, and remarkably calm ones, but everything about them is large: food bills, vet bills, beds, cars and the sweep of the tail at coffee-table height. The breed is also short-lived, typically seven to ten years, and prone to gastric dilatation-volvulus, heart disease and bone cancer. Prospective owners should plan for careful feeding of a fast-growing puppy and ask their vet about preventive gastropexy.`,
      temper: `Great Danes are friendly, dependable and gentle, with a well-earned reputation as gentle giants; most are affectionate with family and polite with visitors, and they are generally patient with children, though a playful young Dane can knock a toddler flat by accident. Their size makes early training essential: a dog that jumps up or pulls on the lead at 70 kilograms is a real problem. They are usually quiet indoors and need moderate rather than extreme exercise, but they want to be with their people and do not thrive kept outside.`,
    },
    colors: ['#c9a063', '#2a2420', '#f2efe9'],
  },
  {
    key: 'english-cocker-spaniel',
    family: 'dogs',
    name: 'English Cocker Spaniel',
    synonyms: ['Cocker Spaniel', 'Cocker', 'English Cocker'],
    origin: 'United Kingdom (England)',
    dateOrigin: 'Recognised as a separate breed in the 1890s',
    raceType: 'Flushing spaniel',
    utilizations: 'Gun dog (flushing and retrieving), detection dog, therapy dog, companion',
    abstract:
      'A merry, compact spaniel bred to flush woodcock from dense cover, now one of the most popular family and working dogs in Britain.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 13, max: 14.5 }, height: { min: 39, max: 41 } },
      female: { weight: { min: 13, max: 14.5 }, height: { min: 38, max: 39 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Flat and silky, with feathering on ears, chest, legs and belly',
      },
      {
        attribute: 'Colours',
        value: 'Solids (black, red, golden, liver), parti-colours and roans',
      },
      {
        attribute: 'Types',
        value: 'Heavier-coated show lines and smaller, busier working cockers',
      },
      { attribute: 'Ears', value: 'Long and low-set; prone to infection, check weekly' },
      {
        attribute: 'Key health tests',
        value: 'Eye examination, hip scores, DNA tests for prcd-PRA, familial nephropathy and AON',
      },
    ],
    texts: {
      description: `The English Cocker Spaniel, known in Britain simply as the Cocker Spaniel, is a compact, sturdy gun dog with a soft expression, long lobular ears and a silky, feathered coat. Its name comes from the woodcock it was bred to flush from thick cover for the guns; in the nineteenth century spaniels were divided by size rather than type, and the smaller dogs from the same litters as Springers and Field Spaniels were called cockers. The Kennel Club recognised the Cocker as a separate breed in the 1890s, and a dog called Obo, born in 1879, is regarded as the father of the modern breed. In North America the American Cocker Spaniel developed along different lines, and the two were registered separately by the American Kennel Club from 1946.

Cockers remain among the most popular breeds in Britain, both as family dogs and as working gun dogs, and their small size and tireless nose have made working cockers valued detection dogs. The show and working types differ noticeably: show dogs carry more coat and are calmer, while working cockers are smaller, lighter and driven. Either way, a cocker needs daily exercise with chances to use its nose, regular grooming and trimming, and weekly ear checks.`,
      temper: `Cockers are merry, affectionate and eager to please, with a constantly wagging tail and a strong attachment to their family. They are usually good with children and other dogs, respond well to gentle, reward-based training and are sensitive to harsh words. Working-line dogs in particular need a job, such as retrieving, scent games or gun-dog training, or they become restless. A rare, sudden-onset aggression once called 'rage syndrome' has been reported mainly in solid-coloured, especially golden, cockers, and good breeders select for a sound temperament.`,
    },
    colors: ['#c27a35', '#8a4a1f', '#f1e8dc'],
  },
  {
    key: 'boston-terrier',
    family: 'dogs',
    name: 'Boston Terrier',
    synonyms: ['American Gentleman', 'Boston Bull', 'Boston'],
    origin: 'United States (Boston, Massachusetts)',
    dateOrigin: '1870s; recognised by the AKC in 1893',
    raceType: 'Companion dog',
    utilizations: 'Companion',
    abstract:
      'A compact, tuxedo-marked companion bred in Boston from bulldog and terrier crosses, lively, friendly and well suited to city life.',
    lifespan: { min: 11, max: 13 },
    measures: {
      male: { weight: { min: 6.8, max: 11.3 }, height: { min: 38, max: 43 } },
      female: { weight: { min: 6.8, max: 11.3 }, height: { min: 38, max: 43 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth and fine; sheds lightly' },
      {
        attribute: 'Colours',
        value: 'Brindle, seal or black, with white muzzle band, blaze and chest',
      },
      {
        attribute: 'Weight classes',
        value: 'Under 15 lb, 15 to under 20 lb, 20 to 25 lb (6.8 to 11.3 kg)',
      },
      { attribute: 'Eyes', value: 'Large and prominent; prone to injury and ulcers' },
      { attribute: 'State dog', value: 'Official state dog of Massachusetts since 1979' },
    ],
    texts: {
      description: `The Boston Terrier is a short-backed, compact dog with a square head, a short muzzle, large round eyes and erect ears, dressed in a smooth coat of brindle, seal or black with white markings that earned it the nickname 'the American Gentleman'. It descends from a dog called Judge, a cross between a bulldog and the now-extinct English White Terrier, which was imported from England and bought by Robert C. Hooper of Boston around 1870. Bred down in size by Boston fanciers, Judge's descendants became a distinct breed; the Boston Terrier Club of America was founded in 1891, and the American Kennel Club recognised the breed in 1893, one of the first American-made breeds to be accepted.

Once a fighting cross, the Boston was refined into a purely companion dog and is one of the most popular small breeds in the United States, where it is the state dog of Massachusetts and the mascot of Boston University. Its short face brings some of the same risks as other brachycephalic breeds, including breathing difficulties and eye injuries, so choose a breeder who selects for open nostrils and keep the dog cool in summer.`,
      temper: `Bostons are bright, lively and affectionate, with a sense of fun that lasts well into old age. They are friendly with strangers and usually good with children and other dogs, rarely bark without cause and adapt easily to flats, while still enjoying brisk walks and games of fetch. They are sensitive to tone of voice and respond well to cheerful, reward-based training, though some are stubborn about house-training.`,
    },
    colors: ['#1b1a1a', '#f5f4f0', '#4a3a30'],
  },
  {
    key: 'maltese',
    family: 'dogs',
    name: 'Maltese',
    synonyms: ['Bichon Maltais', 'Maltese Terrier', 'Maltese Lion Dog'],
    origin: 'Central Mediterranean; patronage Italy',
    dateOrigin: 'Ancient; known in classical Greece and Rome',
    raceType: 'Toy dog',
    utilizations: 'Companion, show dog, therapy dog',
    abstract:
      'One of the oldest European toy breeds, a small white lapdog of the Mediterranean with a long, silky, non-moulting coat and a lively, affectionate nature.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 3, max: 4 }, height: { min: 21, max: 25 } },
      female: { weight: { min: 3, max: 4 }, height: { min: 20, max: 23 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, straight and silky single coat, without undercoat' },
      { attribute: 'Colour', value: 'Pure white; slight lemon or ivory shading tolerated' },
      { attribute: 'Grooming', value: 'Daily brushing in full coat, or a short puppy trim' },
      { attribute: 'Eyes', value: 'Tear staining is common; wipe daily' },
      { attribute: 'Common problems', value: 'Dental disease, patellar luxation, liver shunts' },
    ],
    texts: {
      description: `The Maltese is a tiny, elongated white dog with a long, straight, silky coat that falls to the ground on either side of a parting along the back, dark eyes and a black nose set in a fine head. It is one of the oldest toy breeds of Europe: small white dogs of this type appear on Greek pottery and were mentioned by Greek and Roman writers, who associated them with the island of Melita. Whether that meant Malta, the Croatian island of Mljet or another Mediterranean 'Melita' is still debated, and the FCI gives the origin simply as the central Mediterranean, with Italy as the country responsible for the standard.

For more than two thousand years the Maltese has been kept purely as a companion, carried by Roman ladies, painted by Renaissance artists and prized at the Tudor court. It is small enough for the smallest flat and needs little exercise, but the coat demands daily brushing or a regular trim, the teeth need daily cleaning, and at three or four kilograms the dog must be protected from falls and rough handling.`,
      temper: `Maltese are gentle, playful and very affectionate, happiest on or beside their owner's lap, and they remain lively well into old age. They are alert little watchdogs that will bark at unfamiliar sounds, and they can be wary of strangers and boisterous children. Because they are easily spoilt, consistent, reward-based training from the start prevents the snappiness and barking sometimes seen in toy dogs that are carried everywhere and never taught.`,
    },
    colors: ['#fbfaf6', '#efe9dd', '#f3ead6'],
  },
  {
    key: 'pomeranian',
    family: 'dogs',
    name: 'Pomeranian',
    synonyms: ['Pom', 'Zwergspitz', 'Toy German Spitz', 'Dwarf Spitz'],
    origin: 'Germany and Poland (Pomerania); developed in the United Kingdom',
    dateOrigin: '18th century; miniaturised in Victorian Britain',
    raceType: 'Spitz',
    utilizations: 'Companion, show dog',
    abstract:
      'The smallest of the spitz dogs, a fox-faced ball of fluff miniaturised from larger German spitz in Victorian Britain, with a bold, extrovert character.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 1.8, max: 2 }, height: { min: 18, max: 22 } },
      female: { weight: { min: 2, max: 2.5 }, height: { min: 18, max: 22 } },
    },
    attributes: {
      size: 'tiny',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Long, straight, harsh outer coat over a soft, profuse undercoat',
      },
      {
        attribute: 'Colours',
        value: 'Many; orange and cream best known, also black, white, chocolate and sable',
      },
      { attribute: 'Tail', value: 'Heavily plumed and carried flat over the back' },
      { attribute: 'Voice', value: 'Alert and quick to bark' },
      {
        attribute: 'Common problems',
        value: 'Patellar luxation, tracheal collapse, dental disease, alopecia X',
      },
    ],
    texts: {
      description: `The Pomeranian is a compact, short-backed toy dog with a fox-like head, small erect ears, bright almond-shaped eyes and a profuse stand-off coat, finished by a plumed tail carried flat over the back. It belongs to the German spitz family and takes its name from Pomerania, the Baltic region now divided between Germany and Poland, where larger white and cream spitz were kept as working dogs. When they reached Britain in the eighteenth century, brought by Queen Charlotte, the German wife of George III, the dogs weighed considerably more than today's Poms.

The breed owes its modern size to Queen Victoria, who brought a small red sable spitz called Marco home from Florence in 1888 and went on to breed and show Pomeranians; fanciers followed her lead and selected ever smaller dogs. The FCI still treats the Pomeranian as the toy size of the German Spitz, while the Kennel Club and the American Kennel Club recognise it as a breed in its own right. A Pom needs daily short walks and play, regular brushing to the skin, daily tooth care and careful handling of its fine bones.`,
      temper: `Pomeranians are extrovert, confident and inquisitive, seemingly unaware of their size, and they are devoted to their owners. They make keen watchdogs and bark readily, which training should keep within bounds. Lively and intelligent, they learn tricks quickly and enjoy being the centre of attention, but they can be bossy with larger dogs and are too small to be safe with rough young children.`,
    },
    colors: ['#e08a3a', '#f3c48a', '#fff4e6'],
  },
  {
    key: 'shetland-sheepdog',
    family: 'dogs',
    name: 'Shetland Sheepdog',
    synonyms: ['Sheltie', 'Shetland Collie', 'Toonie dog'],
    origin: 'United Kingdom (Scotland, Shetland Islands)',
    dateOrigin: 'Early 20th century; recognised by the Kennel Club in 1909',
    raceType: 'Herding dog',
    utilizations: 'Sheepdog, obedience, agility, herding trials, therapy dog, companion',
    abstract:
      'A small, graceful long-coated sheepdog from the Shetland Islands, looking like a Rough Collie in miniature, sensitive, devoted and highly trainable.',
    lifespan: { min: 12, max: 14 },
    measures: {
      male: { weight: { min: 7, max: 11 }, height: { min: 33, max: 41 } },
      female: { weight: { min: 6, max: 10 }, height: { min: 33, max: 41 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'high',
      grooming: 'high',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, harsh outer coat with a dense undercoat, mane and frill' },
      {
        attribute: 'Colours',
        value: 'Sable, tricolour, blue merle, black and white, black and tan',
      },
      { attribute: 'Ideal height (KC)', value: '37 cm for males, 35.5 cm for females' },
      {
        attribute: 'Drug sensitivity',
        value: 'Some carry the MDR1 (ABCB1) mutation; test before certain medicines',
      },
      {
        attribute: 'Key health tests',
        value: 'Eye examination; DNA tests for collie eye anomaly and MDR1; dermatomyositis risk',
      },
    ],
    texts: {
      description: `The Shetland Sheepdog is a small, elegant, long-coated herding dog with a refined wedge-shaped head, a gentle almond-eyed expression, semi-erect tipped ears and a magnificent mane and frill. Working dogs of spitz type had long helped crofters on the Shetland Islands, where the ponies, sheep and cattle are also small, to keep stock out of the crops; in the late nineteenth and early twentieth centuries these island dogs were crossed with Rough Collies and probably with small spaniels and toy breeds, producing a miniature collie that visitors and fanciers took home to the mainland. Breeders first called it the Shetland Collie, but objections from Collie breeders led to the present name, and the Kennel Club recognised the breed in 1909.

Today the Sheltie is a family companion and one of the stars of obedience and agility competition, valued for its quick mind and responsiveness. It sheds heavily, particularly twice a year, and the coat needs thorough brushing at least weekly. Owners and vets should know whether their dog carries the MDR1 mutation, which makes some common medicines, including ivermectin, dangerous.`,
      temper: `Shelties are gentle, loyal and affectionate with their families and often reserved with strangers, which together with their readiness to bark makes them good watchdogs. They are highly intelligent and sensitive, eager to please and easy to train with gentle, reward-based methods, but harsh handling upsets them. Their herding instinct may surface as circling or nipping at running children, and they need daily exercise and mental work to stay content.`,
    },
    colors: ['#c0803a', '#f4efe6', '#241c17'],
  },
  {
    key: 'jack-russell-terrier',
    family: 'dogs',
    name: 'Jack Russell Terrier',
    synonyms: ['Jack Russell', 'JRT', 'Jack'],
    origin: 'United Kingdom (England); standardised in Australia',
    dateOrigin: 'Early 19th century; standardised in the 20th century',
    raceType: 'Terrier',
    utilizations: 'Earth dog (fox bolting), ratting, agility, flyball, companion',
    abstract:
      'A small, tough, white-bodied working terrier descended from the fox-bolting terriers of the Reverend John Russell, full of energy and determination.',
    lifespan: { min: 13, max: 16 },
    measures: {
      male: { weight: { min: 5, max: 6 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 5, max: 6 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Smooth, broken or rough; always weatherproof' },
      { attribute: 'Colours', value: 'Predominantly white with black and/or tan markings' },
      { attribute: 'Chest', value: 'Small enough to be spanned by two hands, for going to ground' },
      {
        attribute: 'Prey drive',
        value: 'Very strong; unsafe with small pets unless raised with them',
      },
      {
        attribute: 'Key health tests',
        value: 'DNA tests for primary lens luxation and ataxias; BAER hearing test',
      },
    ],
    texts: {
      description: `The Jack Russell Terrier is a small, strong, active working terrier, slightly longer than tall, with a predominantly white coat marked in black or tan, a flexible chest small enough to follow a fox underground and a keen, intelligent expression. It takes its name from the Reverend John 'Jack' Russell (1795 to 1883), a hunting parson from Devon and a founder member of the Kennel Club, who in 1819, as a student at Oxford, bought a white-and-tan terrier bitch called Trump from a milkman. Trump and her descendants were bred to run with foxhounds and bolt foxes from their earths, and 'Jack Russell' came to mean any working terrier of that type.

Russell himself never bred for show, and for most of the twentieth century the Jack Russell was a working type of varied size and shape. The shorter-legged form was standardised in Australia and provisionally recognised by the FCI in 2000, and by the Kennel Club in 2016; the taller, square-built dogs became the Parson Russell Terrier. A Jack Russell needs a great deal of exercise and occupation, secure fencing and an owner with a sense of humour.`,
      temper: `Jack Russells are bold, lively, alert and tireless, with enormous self-confidence and a strong instinct to chase, dig and hunt. They are affectionate and fun-loving with their people and excellent at agility and flyball, but quickly bored; an under-exercised Jack will bark, dig and destroy. They can be scrappy with other dogs and are not to be trusted with rodents or cats unless raised with them, and training requires patience, consistency and plenty of rewards.`,
    },
    colors: ['#f6f3ec', '#b06a34', '#2a211c'],
  },
  {
    key: 'west-highland-white-terrier',
    family: 'dogs',
    name: 'West Highland White Terrier',
    synonyms: ['Westie', 'Poltalloch Terrier', 'Roseneath Terrier'],
    origin: 'United Kingdom (Scotland, Argyll)',
    dateOrigin: 'Late 19th century; named in 1907',
    raceType: 'Terrier',
    utilizations: 'Formerly fox, badger and vermin hunting, companion, show dog',
    abstract:
      'A small, hardy, all-white terrier from the western Highlands of Scotland, confident and cheerful, with a harsh coat and a big personality.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 7, max: 10 }, height: { min: 25, max: 28 } },
      female: { weight: { min: 6, max: 8 }, height: { min: 23, max: 26 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Harsh, straight outer coat over a short, soft undercoat' },
      { attribute: 'Colour', value: 'White only' },
      { attribute: 'Grooming', value: 'Hand-stripping keeps the coat harsh; clipping softens it' },
      { attribute: 'Skin', value: 'Prone to atopic dermatitis and yeast infections' },
      {
        attribute: 'Other breed conditions',
        value: 'Westie lung disease, craniomandibular osteopathy, dry eye',
      },
    ],
    texts: {
      description: `The West Highland White Terrier is a small, deep-chested, short-legged terrier with a pure white, harsh coat, dark eyes, small erect ears and a carrot-shaped tail, the coat trimmed around the head to give the breed's characteristic chrysanthemum face. It shares its ancestry with the Cairn, Scottish and Skye Terriers, the working terriers of the Highlands and Islands used to bolt foxes and badgers from rocky cairns. White puppies were long thought weak and often culled, but several Scottish families kept them deliberately, most famously Colonel Edward Donald Malcolm of Poltalloch, who according to family tradition turned to white terriers after shooting one of his own red dogs by mistake for a fox.

The breed was shown as the Poltalloch or Roseneath Terrier before taking its present name in 1907, and it quickly became a fashionable companion on both sides of the Atlantic, helped by advertising from Black & White whisky and, later, dog food brands. Westies are sturdy, adaptable and moderately active, but their skin is a weak point: allergic skin disease is common, and owners should budget for regular grooming and, sometimes, specialist skin care.`,
      temper: `Westies are confident, cheerful and self-assured, friendly to people and usually good with respectful children. True terriers, they are alert, quick to bark, keen diggers and enthusiastic hunters of anything small and furry, so recall needs work and gardens need secure fences. Independent but not difficult, they respond well to short, varied, reward-based training sessions and remain playful into old age.`,
    },
    colors: ['#fbfaf5', '#ece6d8', '#f4efe3'],
  },
  {
    key: 'bichon-frise',
    family: 'dogs',
    name: 'Bichon Frise',
    synonyms: ['Bichon à poil frisé', 'Bichon Tenerife', 'Tenerife Dog', 'Bichon'],
    origin: 'Mediterranean; standardised in France and Belgium',
    dateOrigin: 'Barbichon dogs since the 14th century; standardised in 1933',
    raceType: 'Companion dog',
    utilizations: 'Companion, show dog, therapy dog; formerly circus performer',
    abstract:
      'A small, sturdy white dog with a powder-puff coat and a merry disposition, a favourite of the French Renaissance court and now a popular low-shedding companion.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 5, max: 8 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 5, max: 8 }, height: { min: 23, max: 29 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Soft, dense undercoat and a coarser, curly outer coat; sheds very little',
      },
      { attribute: 'Colour', value: 'Pure white' },
      {
        attribute: 'Grooming',
        value: 'Brushing every day or two; professional trim every 4 to 6 weeks',
      },
      { attribute: 'Tail', value: 'Plumed and carried curved over the back' },
      {
        attribute: 'Common problems',
        value: 'Allergic skin disease, bladder stones, patellar luxation, cataracts',
      },
    ],
    texts: {
      description: `The Bichon Frise is a small, well-balanced dog with a rounded head, dark round eyes, a black nose and a white coat of loose corkscrew curls, usually scissored into the familiar powder-puff outline. It belongs to the barbichon family of small white Mediterranean dogs, together with the Maltese, the Bolognese and the Havanese, and it was long associated with the island of Tenerife, whence Spanish and Italian sailors are said to have carried it to Europe. In sixteenth-century France it became a court favourite, and Henri III was reputed to carry his small dogs in a basket hung round his neck.

When fashions changed, the Bichon became a dog of the streets, fairs and circuses, where its intelligence and agility made it a natural performer. French and Belgian breeders rescued it after the First World War, a standard was adopted in 1933, and the FCI accepted the name Bichon à poil frisé the following year. Because the coat barely moults, the breed is popular with people who dislike dog hair, but it mats quickly and needs regular grooming.`,
      temper: `Bichons are cheerful, gentle and playful, sociable with people, children and other pets, and rarely shy or aggressive. They thrive on company and may develop separation anxiety if left alone for long periods. Clever and eager for attention, they learn tricks easily, but house-training is often slow, so a consistent routine and plenty of praise are needed in the early months.`,
    },
    colors: ['#fdfcf8', '#f1ebdf', '#ebe2d0'],
  },
  {
    key: 'akita',
    family: 'dogs',
    name: 'Akita',
    synonyms: ['Akita Inu', 'Japanese Akita', 'Akita-ken', 'Japanese Akita Inu'],
    origin: 'Japan (Akita Prefecture)',
    dateOrigin: 'Modern breed from the early 20th century; Natural Monument of Japan since 1931',
    raceType: 'Spitz',
    utilizations: 'Formerly hunting (bear, boar, deer) and guarding, companion',
    abstract:
      'The largest of the Japanese spitz breeds, a dignified, powerful dog from the mountains of northern Honshu, famed for its loyalty through the story of Hachikō.',
    lifespan: { min: 10, max: 13 },
    measures: {
      male: { weight: { min: 32, max: 45 }, height: { min: 64, max: 70 } },
      female: { weight: { min: 25, max: 38 }, height: { min: 58, max: 64 } },
    },
    attributes: {
      size: 'large',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Harsh, straight outer coat over a soft, dense undercoat' },
      {
        attribute: 'Colours',
        value: 'Red fawn, sesame, brindle or white, with pale urajiro markings',
      },
      { attribute: 'Tail', value: 'Large and thick, carried curled over the back' },
      { attribute: 'Shedding', value: 'Heavy seasonal moults, about twice a year' },
      {
        attribute: 'American Akita',
        value: 'Heavier type, a separate breed for the FCI and Kennel Club',
      },
    ],
    texts: {
      description: `The Akita is a large, powerfully built spitz with a broad head, small deep-set eyes, thick triangular ears tilted forward and a big tail curled over the back. It descends from the matagi-inu, the hunting dogs of the mountain villages of Akita Prefecture in northern Honshu, used on bear, boar and deer. From the nineteenth century, dogfighting in the city of Odate led to crosses with Tosas, mastiffs and other breeds, and by the early twentieth century pure Akitas were scarce. Japanese enthusiasts founded a preservation society in 1927 and worked to restore the spitz type, and in 1931 the breed was designated a Natural Monument of Japan.

The faithful Hachikō, an Akita who waited at Shibuya station in Tokyo for his dead master every day for almost ten years, made the breed a national symbol; Helen Keller took the first Akita to the United States in 1937. American servicemen brought home larger, heavier dogs after the Second World War, and these developed into the type that the FCI and the Kennel Club now recognise as a separate breed, the American Akita. Both need experienced, consistent owners.`,
      temper: `Akitas are dignified, courageous and quiet, deeply loyal and affectionate with their own family but aloof with strangers and naturally protective. Many are intolerant of other dogs, particularly of the same sex, and they have a strong prey drive. Intelligent but independent, they do not respond to repetitive drilling or harsh methods; early socialisation and calm, firm, reward-based training are essential, and the breed is not a good choice for a first dog.`,
    },
    colors: ['#c8763a', '#f4ede2', '#e0b27a'],
  },
  {
    key: 'shiba-inu',
    family: 'dogs',
    name: 'Shiba Inu',
    synonyms: ['Shiba', 'Shiba Ken', 'Japanese Shiba Inu'],
    origin: 'Japan',
    dateOrigin: 'Ancient; standardised in 1934; Natural Monument of Japan since 1936',
    raceType: 'Spitz',
    utilizations: 'Formerly hunting small game and birds, companion',
    abstract:
      'The smallest of the native Japanese spitz breeds, an ancient, fox-like hunting dog with a bold, independent spirit and a famously expressive face.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 9, max: 11 }, height: { min: 38, max: 41 } },
      female: { weight: { min: 7, max: 9 }, height: { min: 35, max: 38 } },
    },
    attributes: {
      size: 'small',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Coat', value: 'Harsh, straight outer coat over a soft, dense undercoat' },
      {
        attribute: 'Colours',
        value: 'Red, black and tan, sesame, black sesame, red sesame, with urajiro',
      },
      { attribute: 'Tail', value: 'Thick, carried curled or sickle-shaped over the back' },
      { attribute: 'Voice', value: 'Seldom barks, but can produce a high-pitched "Shiba scream"' },
      { attribute: 'Recall', value: 'Notoriously unreliable; keep on lead in open areas' },
    ],
    texts: {
      description: `The Shiba Inu is a small, compact, well-muscled spitz with a fox-like face, small triangular ears, deep-set eyes and a thick tail curled over the back, most often red with the cream 'urajiro' shading on the cheeks, throat, chest and belly that all Japanese spitz share. It is one of the oldest dog types of Japan, kept in the mountainous regions of central Honshu to flush birds and small game; its name is usually explained as 'brushwood dog', after the brushwood through which it hunted or its russet colour, or as 'small dog' in an old dialect. Genetic studies place it among the breeds of most ancient lineage.

The breed came close to disappearing in the mid-twentieth century, when wartime hardship and a distemper epidemic after the Second World War left few dogs alive, and the modern Shiba was rebuilt largely from three surviving regional lines, the Shinshu, Mino and San'in. It is now the most popular native breed in Japan and has found worldwide fame online, not least through Kabosu, the Shiba behind the 'Doge' meme. Owners should expect heavy twice-yearly moults, a strong prey drive and a dog with firm opinions of its own.`,
      temper: `Shibas are alert, bold, spirited and good-natured, often described as cat-like: clean, self-contained and affectionate on their own terms. They are loyal to their family but reserved with strangers, may be possessive of food and toys, and can be intolerant of other dogs. Independent and clever, they learn quickly but obey selectively, so training needs patience, early socialisation and high-value rewards, and recall off the lead is rarely reliable.`,
    },
    colors: ['#c9712e', '#f3e7d3', '#e3a366'],
  },
  {
    key: 'chow-chow',
    family: 'dogs',
    name: 'Chow Chow',
    synonyms: ['Chow', 'Songshi Quan', 'Puffy-lion dog'],
    origin: 'China',
    dateOrigin: 'Ancient; in Britain from the late 18th century',
    raceType: 'Spitz',
    utilizations: 'Formerly guarding, hunting and sledge pulling, companion',
    abstract:
      'An ancient Chinese spitz with a lion-like ruff, a blue-black tongue and a stilted gait, dignified, independent and devoted to its own people.',
    lifespan: { min: 9, max: 12 },
    measures: {
      male: { weight: { min: 25, max: 32 }, height: { min: 48, max: 56 } },
      female: { weight: { min: 20, max: 27 }, height: { min: 46, max: 51 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'low',
      grooming: 'high',
      training: 'demanding',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Rough (profuse, stand-off) or smooth (short, dense), both with undercoat',
      },
      { attribute: 'Colours', value: 'Red, black, blue, fawn and cream, always solid' },
      { attribute: 'Tongue', value: 'Blue-black, as are the lips and gums' },
      { attribute: 'Gait', value: 'Short and stilted, from almost straight hind legs' },
      {
        attribute: 'Common problems',
        value: 'Entropion, hip and elbow dysplasia, heat intolerance',
      },
    ],
    texts: {
      description: `The Chow Chow is a sturdy, square, lion-like dog with a broad skull, a short, deep muzzle, small ears, a scowling expression and a tail carried over the back; its most famous features are a blue-black tongue and a stilted, short-stepping gait produced by almost straight hind legs. Dogs of this type were kept in China for many centuries as guards, hunters and haulers, and sometimes for meat and fur, and genetic studies place the breed among the most ancient dog lineages. In Chinese it is called 'songshi quan', the puffy-lion dog.

Chows reached Britain with merchant ships in the late eighteenth century; the naturalist Gilbert White described a pair brought from Canton in The Natural History of Selborne (1789). The breed became fashionable in the Victorian era, when Queen Victoria is said to have kept one, and a breed club was founded in Britain in 1895. Sigmund Freud's chow, Jofi, sat in on his consultations. The dense coat comes in a rough and a smooth variety, needs regular thorough brushing, and makes the breed uncomfortable in hot weather; entropion, an inward-rolling eyelid, is a common problem, so look for a breeder who selects for open, healthy eyes.`,
      temper: `Chows are dignified, reserved and independent, often compared to cats: loyal and quietly affectionate with their own family, frequently attached to one person, and aloof or suspicious with strangers. They are clean and easy to house-train, and they need only moderate exercise, but they dislike being handled by people they do not know and can be protective. Extensive early socialisation and patient, respectful training are essential, and the breed is best suited to experienced owners.`,
    },
    colors: ['#b8612a', '#d9934f', '#7a3e1a'],
  },
];
