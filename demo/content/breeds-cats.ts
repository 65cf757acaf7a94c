import type { SeedBreed } from './types';

/** The 30 cat breeds of the encyclopedia. Full ten-section profiles: Persian, Maine Coon, Siamese, British Shorthair. */
export const catBreeds: SeedBreed[] = [
  {
    key: 'persian',
    family: 'cats',
    name: 'Persian',
    synonyms: ['Persian Longhair', 'Longhair', 'Shirazi'],
    origin: 'Iran (Persia); developed in the United Kingdom',
    dateOrigin: '17th century; standardised in the late 19th century',
    raceType: 'Longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The quintessential longhaired show cat: round-faced, cobby and famously placid, with a flowing coat that needs daily grooming.',
    lifespan: { min: 12, max: 17 },
    measures: {
      male: { weight: { min: 4, max: 6.5 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3, max: 5.5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'high',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Long, fine and glossy over a very thick undercoat' },
      {
        attribute: 'Eyes',
        value: 'Large and round; copper, green, blue or odd-eyed depending on colour',
      },
      { attribute: 'Grooming', value: 'Daily combing to the skin, daily eye cleaning' },
      { attribute: 'Key health test', value: 'PKD1 DNA test for polycystic kidney disease' },
      { attribute: 'Voice', value: 'Soft and seldom used' },
    ],
    texts: {
      description: `The Persian is the cat most people picture when they think of a pedigree longhair: a round, heavy-boned body on short legs, a broad head with small ears and large, round eyes, and a coat so long and full that it can make the cat look twice its actual size. For more than a century it has been one of the most widely bred pedigree cats in the world, and it remains the benchmark against which other longhairs are judged.

Behind the glamour is a cat with real practical demands. The coat mats within days if neglected, the flat face of the modern show type brings tear staining and sometimes breathing problems, and kidney screening is essential when choosing a breeder. Look for cats with open nostrils and a moderate face, and ask for negative PKD1 DNA results on both parents.

In return, the Persian offers a gentle, undemanding companion that is content in an apartment, rarely climbs the curtains and tends to treat the household as something to be watched serenely from a cushion.`,
      temper: `Persians are quiet, even-tempered cats with soft voices and unhurried habits. They form steady bonds with their people and like to be near them, but most prefer a lap or a sunny windowsill to being carried around or roughhoused. Sudden noise and chaotic households are not their element; a calm routine suits them far better.

They are not lazy so much as economical: short bursts of play with a feather wand or a rolling ball are followed by long naps. Persians generally accept other gentle pets and respectful children, and many cope with being alone for a working day better than more demanding breeds.`,
      history: `Longhaired cats reached Europe from the Middle East in the seventeenth century. The Italian traveller Pietro della Valle described grey longhaired cats from the Persian province of Khorasan around 1620, and at about the same time the French scholar Nicolas-Claude Fabri de Peiresc brought longhaired cats from Turkey to France. For two centuries 'Angora' and 'Persian' were used loosely and often interchangeably.

The breed as we know it was shaped in Victorian Britain. Persians appeared at the first modern cat show, held at the Crystal Palace in London in 1871, and Queen Victoria's fondness for blue Persians helped make them fashionable. British breeders selected for a rounder head, a stockier body and a fuller coat, and this heavier longhair gradually displaced the slender Angora type.

In the twentieth century American breeders pushed the type further, favouring an ever shorter nose and flatter face. Genetic studies have since shown that today's Persian is more closely related to Western European cats than to the randombred cats of modern Iran, a measure of how much the breed owes to two centuries of Western breeding.`,
      appearance: `The ideal Persian is built for solidity rather than speed: a cobby, deep-chested body that sits low on short, thick legs, a short tail carried without an arch, and large, round, tufted paws. The head is round and massive on a short neck, with full cheeks, a strong chin and small, round-tipped ears set far apart and low on the skull.

The eyes are large, round and set wide, in colours matched to the coat: copper for most solids, green or blue-green for chinchillas and goldens, deep blue for colourpoints, and blue, copper or odd eyes in whites. The nose is short and broad with a distinct break, which in the show type sits directly between the eyes. Many breeders and vets now favour a more moderate face in which the nose is visible in profile and the nostrils are wide open.`,
      fur_type: `The Persian coat is the longest and densest of any cat breed: a fine-textured, glossy outer coat over a very thick, soft undercoat, standing away from the body rather than lying flat. In full coat the cat carries a large ruff around the neck and chest, long 'britches' on the hind legs, a plumed tail and tufts of hair between the toes and inside the ears.

Because the undercoat is so abundant, shed hair does not fall away but tangles into the living coat, forming mats close to the skin, especially behind the ears, in the armpits, on the belly and under the tail. Seasonal moults are heavy. Owners who cannot commit to daily combing often opt for a regular professional 'lion cut', or at least a hygienic trim around the hindquarters.`,
      variants: `Persians come in a wider palette than almost any other breed. Registries group them into divisions: solids (white, black, blue, red, cream, chocolate and lilac), silver and golden (including the sparkling chinchilla and the shaded silver), smoke and shaded, tabby, particolour (tortoiseshell and blue-cream), calico and bicolour, and the colourpointed Himalayan, which the CFA treats as a division of the Persian and other associations call the Colourpoint Persian.

There are also two broad types within the breed. The show Persian has a very flat face, while the traditional or 'doll-face' Persian, kept mainly by pet breeders, has a longer nose and is often preferred for health reasons. The shorthaired counterpart, bred from Persian and American Shorthair crosses, is recognised as a separate breed, the Exotic Shorthair.`,
      health_care: `The best-known inherited disease in the breed is polycystic kidney disease (PKD), caused by a dominant mutation in the PKD1 gene. Before a DNA test became available in 2004, surveys found it in more than a third of Persians examined. Responsible breeders now test all breeding cats, and both parents of a kitten should have negative results. Hypertrophic cardiomyopathy and an early-onset form of progressive retinal atrophy also occur in the breed.

Many problems follow from the flat face: narrow nostrils and a long soft palate that make breathing noisy, blocked tear ducts that cause constant tear staining, crowded teeth and difficult births. Wipe the eyes daily with a soft damp cloth, brush the teeth several times a week and keep the cat cool in hot weather. Daily combing to the skin prevents painful mats and skin infections; Persians are also prone to ringworm, a fungal infection that thrives in a dense coat.`,
      training: `Persians are not hard to train so much as hard to hurry. They learn to use the litter tray readily, though long hair around the hindquarters makes them fussy about a dirty tray, so scoop at least twice a day. The most important lessons are handling ones: start combing, eye-wiping, nail trimming and tooth brushing in kittenhood, keep sessions short and pair them with treats, so that grooming becomes a routine rather than a wrestling match.

Many Persians can learn to come when called, sit on a mat or follow a target stick with clicker training and soft food rewards. They do not respond to harsh handling and tire quickly of repetitive games, so a few minutes of gentle play and practice each day works far better than long sessions.`,
      curiosities: `The white cat stroked by the villain Ernst Stavro Blofeld in the James Bond films is a Persian, a piece of casting that fixed the breed's image as the pet of the pampered and powerful. Queen Victoria kept blue Persians, and blue was for a time the most prized colour at British shows.

The chinchilla, a silver Persian whose white coat is tipped with black only at the very ends of the hairs, was developed in Britain in the 1880s and became a show sensation. The Persian is also a foundation breed for several others, including the Exotic Shorthair and, through outcrosses, the British Shorthair and the Selkirk Rex.`,
      species: `Like every pedigree cat, the Persian is a breed of the domestic cat, Felis catus, which descends from the African wildcat (Felis lybica lybica) of the Near East and Egypt. All breeds belong to the same species and interbreed freely; the differences between a Persian and a Siamese are the product of selection over a few dozen generations, not of separate ancestry.

The Persian's long coat is caused by recessive mutations in the FGF5 gene, the same gene responsible for long hair in other cat breeds and in dogs, so two longhaired parents always produce longhaired kittens. Its round skull and short muzzle are an example of brachycephaly, a shortening of the facial bones produced by generations of selection. DNA studies place the Persian among the Western European breeds rather than with the cats of Iran, reflecting its long development in Britain and North America.`,
    },
    colors: ['#f5f1ea', '#d8c3a5', '#3b3b3b'],
  },
  {
    key: 'maine-coon',
    family: 'cats',
    name: 'Maine Coon',
    synonyms: ['Coon Cat', 'Maine Cat', 'Maine Shag'],
    origin: 'United States (Maine)',
    dateOrigin: '19th century',
    raceType: 'Semi-longhair cat',
    utilizations: "Companion, show cat, formerly farm and ship's mouser",
    abstract:
      "North America's native longhair: a big, rugged cat from New England with tufted ears, a plumed tail and a famously friendly, chirping personality.",
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 6, max: 9 }, height: { min: 30, max: 40 } },
      female: { weight: { min: 4, max: 6.5 }, height: { min: 25, max: 35 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value:
          'Heavy, shaggy and water-resistant; shorter on the shoulders, long on belly and britches',
      },
      {
        attribute: 'Ears',
        value: 'Large, high-set, ideally with lynx tips and long inner furnishings',
      },
      { attribute: 'Maturity', value: 'Slow; full size and coat at 3 to 5 years' },
      { attribute: 'Voice', value: 'Chirps and trills rather than loud meows' },
      {
        attribute: 'Key health tests',
        value: 'HCM (MYBPC3 A31P), spinal muscular atrophy, hip X-rays',
      },
      { attribute: 'State cat', value: 'Official state cat of Maine since 1985' },
    ],
    texts: {
      description: `The Maine Coon is the oldest natural breed of North America and one of the largest domestic cats. It developed as a working farm and ship's cat in the state of Maine, where long winters favoured a heavy, water-resistant coat, big tufted paws and a long tail that can be wrapped around the body for warmth. Mature males commonly weigh 6 to 9 kilograms, and the breed's length, ruff and lynx-tipped ears make it look bigger still.

Despite its wild look, the Maine Coon is one of the most sociable cats there is, which helps explain why it has been among the most popular pedigree breeds in North America and Europe for decades. It grows slowly, often taking three to five years to reach full size and coat.

A Maine Coon needs space to climb, sturdy furniture (a scratching post built for a nine-kilogram cat, not a kitten), weekly brushing and a breeder who screens for hypertrophic cardiomyopathy, spinal muscular atrophy and hip dysplasia.`,
      temper: `Maine Coons are often called the gentle giants of the cat world. They are friendly without being clingy: most follow their people from room to room and want to be involved in whatever is going on, but many prefer sitting beside you to sitting on you. They usually get on well with children, visitors and cat-friendly dogs.

Their voice is surprising for such a big cat: instead of loud meows, they talk in chirps, trills and soft chatter. They stay playful well into adulthood, enjoy fetch and puzzle toys, and many are fascinated by water, dipping their paws into bowls or following their owners into the bathroom.`,
      history: `The Maine Coon's exact origins are unrecorded, which has left plenty of room for legend. The story that it descends from matings between cats and raccoons, behind its name, is biologically impossible; other tales credit cats belonging to Marie Antoinette, shipped to Maine ahead of a planned escape, or the longhaired cats of an English sea captain called Coon. The likeliest explanation is more prosaic: longhaired cats arrived with European settlers and seafarers, bred with the local shorthaired population, and the harsh climate of Maine favoured large, hardy, heavily coated survivors.

By the mid-nineteenth century farmers were showing their cats at agricultural fairs in Maine, and in 1895 a brown tabby female named Cosey won the top award at the first major American cat show, at Madison Square Garden in New York. The arrival of fashionable Persians soon pushed the breed aside, and by the 1950s it was rarely seen outside its home state.

The Central Maine Cat Club, founded in 1953, helped revive interest, and the Maine Coon Breeders and Fanciers Association followed in 1968. The CFA granted the breed championship status in 1976, and in 1985 the Maine Coon was named the official state cat of Maine.`,
      appearance: `The Maine Coon is long, muscular and rectangular, with a broad chest, substantial bone and a level back. The legs are medium-long and well spaced, ending in large, round paws with generous tufts between the toes. The tail is at least as long as the body from shoulder to hip, wide at the base and tapering, and carried like a plume.

The head is slightly longer than it is wide, with high cheekbones and a square muzzle that gives a distinctive boxy profile. The ears are large, wide at the base and set high, ideally with lynx-like tips and long furnishings inside. The eyes are large and slightly oval, set at a slight slant, in green, gold, copper or green-gold, and blue or odd-eyed in white cats. Males are noticeably larger than females, and both take years to fill out.`,
      fur_type: `The coat is a practical all-weather coat rather than a show piece: heavy and shaggy, silky in texture and uneven in length. It is short on the head and shoulders and lengthens along the back and sides into a thick skirt on the belly and full britches on the hind legs, with a frontal ruff that is more pronounced in males and in winter. A soft undercoat lies beneath glossy, water-resistant guard hairs.

This texture means Maine Coons mat far less readily than Persians, and a thorough brushing once or twice a week with a wide-toothed comb and a slicker brush is usually enough. The belly, armpits and the area behind the ears need the most attention, and during the heavy spring moult daily combing helps.`,
      variants: `Maine Coons are accepted in almost every colour and pattern except those that suggest crossbreeding, such as chocolate, lilac, cinnamon and fawn and the Siamese-type pointed pattern. The brown tabby is the classic look, but solid black, white, red and cream cats, silver tabbies, smokes, tortoiseshells, calicos and every kind of bicolour are all common.

Polydactyl cats, with extra toes on the front and sometimes hind feet, were once so frequent among Maine's farm cats that some estimates put them at around 40 per cent of the local population. Most registries exclude them from competition, although TICA registers and shows polydactyl Maine Coons. Breeders also distinguish the rugged traditional type from modern European show lines, which tend to be leggier, with bigger ear tufts and a very strong, square muzzle.`,
      health_care: `The Maine Coon is robust, but buyers should ask about three conditions. Hypertrophic cardiomyopathy, a thickening of the heart muscle, is linked in this breed to the MYBPC3 A31P mutation, for which a DNA test exists; because not every case is caused by this variant, breeding cats should also have regular heart scans. Spinal muscular atrophy, a loss of motor neurons in the spinal cord that causes hind-leg weakness from a few months of age, can also be ruled out by DNA test. Hip dysplasia is unusually common for a cat, especially in heavy males, and is checked by X-ray.

At home, keep a big cat lean: excess weight aggravates joint problems. A slow-maturing kitten benefits from kitten food until about a year old. Brush the teeth regularly, since gum disease is common, and check the long hair around the hindquarters for soiling.`,
      training: `Intelligent, food-motivated and people-focused, Maine Coons are among the easiest cats to train. Many learn to fetch without being taught, and they quickly pick up come, sit, high-five and targeting with clicker training. Harness and leash walking suits them well, provided training starts in kittenhood and the outdoor area is quiet and safe.

The real priority is furniture. A Maine Coon needs heavy, stable scratching posts and cat trees with wide platforms, or it will choose the sofa. Puzzle feeders and daily interactive play keep an intelligent cat occupied and help prevent weight gain.`,
      curiosities: `Maine Coons hold several Guinness World Records. Stewie, a Maine Coon from Reno, Nevada, measured 123 centimetres from nose to tail tip in 2010, and Barivel, from Italy, was recognised in 2018 as the longest living domestic cat at 120 centimetres. Another Maine Coon, Cygnus, held the record for the longest tail on a living domestic cat, at almost 45 centimetres.

The breed's wide, tufted paws work like snowshoes, spreading the cat's weight on snow. Many Maine Coons drink by scooping water with a paw, and their trilling chirp sounds so unlike a meow that new owners sometimes wonder whether the cat has a cold.`,
      species: `The Maine Coon is a natural breed of the domestic cat, Felis catus, shaped mainly by climate and farm life before breeders took an interest. Its large body, dense coat and tufted ears and paws are classic cold-climate traits, in line with Bergmann's rule, the tendency of warm-blooded animals to be larger in colder regions because a bigger body loses heat more slowly.

Genetic studies place the Maine Coon among the Western European breeds, consistent with ancestors brought across the Atlantic by settlers and sailors. Its long coat comes from recessive variants of the FGF5 gene, and the extra toes once common in Maine cats are caused by a mutation in a regulatory region that controls the Sonic hedgehog gene, the same type of polydactyly seen in the many-toed cats of Ernest Hemingway's house in Key West.`,
    },
    colors: ['#6b4f36', '#c49a6c', '#2b2420'],
    breedOfTheWeek: true,
  },
  {
    key: 'siamese',
    family: 'cats',
    name: 'Siamese',
    synonyms: ['Wichienmaat', 'Royal Cat of Siam', 'Meezer'],
    origin: 'Thailand',
    dateOrigin: 'Ancient; recorded in the Ayutthaya period (14th to 18th century)',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The ancient royal cat of Thailand: a sleek, blue-eyed colourpoint with a loud voice, a lively mind and a deep need for company.',
    lifespan: { min: 12, max: 20 },
    measures: {
      male: { weight: { min: 4, max: 6 }, height: { min: 23, max: 30 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Very short, fine and glossy, with little undercoat' },
      { attribute: 'Pattern', value: 'Colourpoint: dark face, ears, legs and tail on a pale body' },
      { attribute: 'Eyes', value: 'Almond-shaped, always deep blue' },
      { attribute: 'Voice', value: 'Loud, low and frequently used' },
      { attribute: 'Key health test', value: 'PRA (CEP290 rdAc) DNA test' },
    ],
    texts: {
      description: `Few breeds are as instantly recognisable as the Siamese: a pale body with dark 'points' on the face, ears, legs and tail, vivid sapphire-blue eyes and a lithe, elegant build. It is one of the oldest known breeds, described in Thai manuscripts centuries before the first cat shows, and one of the most influential, having lent its colourpoint pattern and body type to many others, from the Balinese and Oriental to the Himalayan and Tonkinese.

Two types are bred today. The modern show Siamese is extreme: long and tubular, fine-boned, with a long wedge-shaped head and very large ears. The traditional or 'applehead' type, closer to the cats first imported from Siam and now recognised by some registries as the Thai, is rounder and more moderate.

Either way, a Siamese is a cat for people who want a participant rather than an ornament. It is talkative, clever and demanding, and it copes poorly with being left alone all day without company.`,
      temper: `The Siamese is famously vocal, with a loud, low, raspy voice it uses to comment on everything from breakfast to closed doors. It is intensely social and often attaches strongly to one person, following them around, supervising their work and sleeping under their covers.

This is an active, curious and highly intelligent cat that likes to play fetch, open cupboards and solve problems, and it can become bored, noisy or destructive without enough attention. Many do best with a second cat, ideally another sociable breed, for company during working hours.`,
      history: `The earliest record of the Siamese is the Tamra Maew, or 'Cat-Book Poems', a Thai manuscript tradition from the Ayutthaya Kingdom (1351 to 1767) that illustrates and describes the cats said to bring good fortune. Among them is the Wichienmaat, a pale cat with dark points on its face, ears, feet and tail, recognisably the animal the West calls the Siamese. In Siam such cats were associated with the royal court and with Buddhist temples.

Siamese cats reached the West in the late nineteenth century. One was exhibited at the 1871 Crystal Palace show in London, where a journalist described it as an 'unnatural, nightmare kind of cat', and in 1878 the American consul in Bangkok sent a Siamese named Siam to First Lady Lucy Hayes. In 1884 the British Consul-General in Bangkok, Edward Blencowe Gould, brought a pair called Pho and Mia home for his sister, and their kittens helped establish the breed in Britain; the Siamese Cat Club followed in 1901.

After the Second World War, show breeders in Britain and North America selected for an ever more slender body and longer, triangular head. By the 1980s the modern and traditional types had diverged so far that the older style was maintained separately, eventually gaining recognition as the Thai.`,
      appearance: `The modern Siamese is a study in long, tapering lines. The body is long and tubular, with fine bones, firm muscles and shoulders no wider than the hips; the legs are long and slim, the hind legs slightly higher than the front, and the paws small and oval. The tail is long and thin and tapers to a fine point.

The head forms a long, straight-sided wedge that starts at the nose and flares out in straight lines to the tips of strikingly large, pointed ears. The eyes are almond-shaped, slanted towards the nose and always a deep, vivid blue. The traditional type has the same colouring and eye colour on a more moderate frame, with a rounder head, smaller ears and a sturdier body.

In both types the points should contrast clearly with the body. In adults the mask covers the whole face and is connected to the ears by fine tracings, without extending over the top of the head.`,
      fur_type: `The Siamese has a very short, fine, glossy coat that lies close to the body, with little undercoat. It sheds lightly and needs no more than a weekly stroke with a rubber grooming mitt or a soft brush to remove loose hair and bring up the shine.

The thin coat offers little insulation, so Siamese seek out warmth: radiators, sunny windowsills and their owners' beds. Its colour is temperature-sensitive. Kittens are born almost white and their points develop over the first weeks; cats kept in cool climates, and older cats, tend to darken over the body, and hair that regrows over a shaved patch, for instance after surgery, may come back darker because the skin there was cooler.`,
      variants: `The CFA accepts only the four classic point colours in the Siamese: seal point (deep brown points on a fawn to cream body), chocolate point (milk-chocolate points on ivory), blue point (slate-grey points on a bluish-white body) and lilac point (pinkish-grey points on a glacial white body). Cats with red, cream, tortoiseshell or tabby ('lynx') points are shown in the CFA as a separate breed, the Colorpoint Shorthair, whereas TICA, the GCCF and FIFe include them in the Siamese.

Several breeds are effectively Siamese variants. The Balinese is the longhaired form, the Oriental Shorthair and Oriental Longhair are Siamese-type cats in solid and patterned colours, and the Thai preserves the older, moderate type. The Himalayan, Tonkinese, Snowshoe and Ocicat all owe part of their ancestry to the Siamese.`,
      health_care: `Siamese cats are generally long-lived, often reaching fifteen years or more, but the breed has several known problems. A form of progressive retinal atrophy caused by the rdAc mutation in the CEP290 gene can lead to blindness in middle age and is detectable by DNA test. Familial amyloidosis, in which abnormal protein deposits build up in the liver, occurs in some lines, and the breed has an increased risk of asthma, mediastinal lymphoma and some gastrointestinal conditions.

The gene that creates the points also affects the wiring of the visual pathways, which is why crossed eyes and a flickering nystagmus were once common; breeders have reduced both, and affected cats usually adapt well. Dental disease is frequent, so regular tooth brushing and dental checks are worthwhile. A bored Siamese may develop stress-related habits such as over-grooming or chewing wool, so enrichment is part of good health care.`,
      training: `Siamese are among the most trainable of cats. They respond quickly to clicker training and food rewards and readily learn to fetch, sit, come when called, jump through hoops and walk on a harness. Training sessions are also a good outlet for an intelligent cat that would otherwise invent its own games.

Be consistent: a Siamese that learns that yowling at five in the morning produces breakfast will repeat it daily. Reward quiet behaviour, provide puzzle feeders and high perches, and schedule play so the cat has something to look forward to. Because they bond closely, Siamese respond best to gentle, patient handling by a familiar person.`,
      curiosities: `Thai folklore explains the kinked tails and crossed eyes once typical of the breed: a princess, the story goes, kept her rings on her cat's tail while she bathed, and cats set to guard a royal treasure stared at it so hard that their eyes crossed. Breeders have since largely eliminated both traits.

Siamese have enjoyed a long screen career, from the scheming pair Si and Am in Disney's Lady and the Tramp (1955) to Pyewacket, the witch's familiar in Bell, Book and Candle (1958), and Tao in The Incredible Journey (1963). And because its pigment depends on temperature, a Siamese's coat is in effect a map of its own body heat.`,
      species: `The Siamese is a breed of the domestic cat, Felis catus, and genetic studies place it firmly in the Southeast Asian group of breeds, alongside the Birman, Burmese, Korat and Singapura, which are distinct from the cats of Europe and the Mediterranean. This supports the view that cats spread into Asia long ago and developed there in relative isolation before Western breeding began.

The colourpoint pattern is caused by a mutation in the TYR gene, which encodes tyrosinase, the enzyme that starts the production of melanin. The Siamese form of the enzyme works only below normal body temperature, so pigment forms on the cooler extremities (ears, face, paws and tail) while the warm body stays pale. The same mechanism produces the markings of Himalayan rabbits. The trait is recessive, so two pointed parents always have pointed kittens.`,
    },
    colors: ['#f1e4cf', '#4b3425', '#8a6e5a'],
  },
  {
    key: 'british-shorthair',
    family: 'cats',
    name: 'British Shorthair',
    synonyms: ['British Blue', 'BSH'],
    origin: 'United Kingdom',
    dateOrigin: '19th century',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      "Britain's round-faced 'teddy bear' cat: a sturdy, plush-coated and dignified companion, best known in its copper-eyed blue form.",
    lifespan: { min: 12, max: 17 },
    measures: {
      male: { weight: { min: 5, max: 8 }, height: { min: 28, max: 33 } },
      female: { weight: { min: 3.5, max: 5.5 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, very dense and plush, with a crisp texture' },
      { attribute: 'Classic colour', value: 'Blue-grey with copper or deep gold eyes' },
      { attribute: 'Build', value: 'Cobby and muscular, broad chest, short thick legs' },
      { attribute: 'Maturity', value: 'Slow; males fill out until 3 to 5 years' },
      { attribute: 'Key health tests', value: 'Heart scans for HCM, PKD1 DNA test, blood typing' },
    ],
    texts: {
      description: `The British Shorthair is a powerful, compact cat with a round head, chubby cheeks, large round eyes and a dense, plush coat that feels like velvet pile. Its solid build and calm expression have earned it the nickname 'teddy bear cat', and it is one of the most popular pedigree breeds in Europe and increasingly in North America.

The breed grew out of the everyday street and farm cats of Britain, selected in the nineteenth century for type and colour. Blue-grey remains the classic colour, so much so that many people call every member of the breed a 'British Blue', but the modern breed comes in an enormous range of colours and patterns.

British Shorthairs are slow to mature, often filling out until three to five years old, and males in particular can become heavy. Their undemanding nature suits flats and busy households, but they need measured meals, regular play and a breeder who screens for heart and kidney disease.`,
      temper: `The British Shorthair is calm, composed and self-possessed. It is affectionate with its family but rarely demanding, preferring to follow its people around the house and settle nearby rather than climb into laps. Many are quietly reluctant to be picked up at all, and that preference deserves respect.

They are tolerant with children and other pets, cope well with being alone during the day and are not usually vocal. Kittens are playful and inquisitive; adults become more sedate but still enjoy short bursts of chasing toys, especially games that let them stalk.`,
      history: `The British Shorthair descends from the domestic cats that spread through Britain under Roman rule nearly two thousand years ago and went on to live in towns and on farms as mousers. Over the centuries natural selection favoured robust, weather-resistant cats with dense coats. Britain's native wildcat played no part in this ancestry: it belongs to a different species, while domestic cats descend from the African wildcat.

In the nineteenth century the artist and writer Harrison Weir began to study and promote the best examples of the ordinary British cat, and he organised the first modern cat show at the Crystal Palace in 1871, where shorthairs were well represented. Interest faded as longhairs became fashionable in the early twentieth century, and the two world wars almost destroyed the breeding population.

After 1945 the remaining breeders outcrossed to Persians, Russian Blues and other cats to rebuild numbers, which gave the modern breed its rounder face and denser coat. The CFA accepted the breed in 1980, and in recent decades it has become one of the most registered pedigree cats in Europe.`,
      appearance: `Everything about the British Shorthair is round and solid. The body is cobby and muscular, with a broad, deep chest, short to medium-length thick legs and round, firm paws. The tail is thick at the base and ends in a rounded tip.

The head is round and massive on a short, thick neck, with full cheeks (which develop into pronounced jowls in mature males), a firm chin and a short, broad, straight nose. The small, round-tipped ears are set wide apart so that they follow the curve of the head. The eyes are large, round and wide open; their colour depends on the coat: deep copper or gold in blues and most solids, green in silver tabbies, blue in colourpoints, and blue, copper or odd-eyed in whites.`,
      fur_type: `The British coat is short, very dense and firm to the touch, standing slightly away from the body rather than lying flat. It has a crisp texture, described in breed standards as plush, and should break over the contours of the body as the cat moves. A thick undercoat gives the breed its insulating, teddy-bear feel; a soft, woolly or overlong coat is a fault in the show ring.

The coat is easy to keep outside moulting season. A weekly session with a rubber mitt or a fine comb removes loose hair; during the spring and autumn moults, which can be heavy, brush every few days to reduce hairballs. Regular grooming is also a good chance to check the weight of a breed that can put on fat quietly under all that coat.`,
      variants: `Blue is the traditional and most popular colour, but the breed is recognised in most solid colours (black, white, red, cream, chocolate, lilac, cinnamon and fawn), in tortoiseshell and blue-cream, and in bicolour, van and colourpoint patterns. Tabbies can be classic, mackerel or spotted, and the silver classic tabby, with black swirls on a bright silver ground, became famous in pet-food advertising. Shaded, tipped and golden British Shorthairs, the goldens with a warm apricot ground and green eyes, are newer additions.

Longhaired kittens occasionally appear because of the breed's Persian outcrosses; some registries, including TICA, recognise them as the British Longhair. The French Chartreux and the Russian Blue are often confused with the British Blue, but they are separate breeds with different head shapes, coat textures and eye colours.`,
      health_care: `British Shorthairs are generally sturdy, but buyers should ask about hypertrophic cardiomyopathy, the most common heart disease in cats, for which there is no DNA test in this breed; breeding cats should have regular heart scans by a veterinary cardiologist. Because of past Persian outcrosses, polycystic kidney disease also occurs, and parents should test negative for the PKD1 mutation.

A high proportion of British Shorthairs have blood type B, which is uncommon in most randombred cats. This matters for transfusions and for breeding, because type B queens mated to type A toms can produce kittens that develop neonatal isoerythrolysis, a destruction of red blood cells after drinking the mother's first milk. Ask your vet to record your cat's blood type.

Obesity is the most common everyday problem, since these cats are not naturally active and enjoy their food. Weigh meals, use puzzle feeders and keep up dental care, as gum disease is frequent.`,
      training: `The British Shorthair is intelligent and food-motivated but not eager to perform, so training works best as short, calm sessions built around what the cat is already inclined to do. Targeting, coming when called and sitting for a treat are realistic goals, and many learn to use a cat flap or accept a carrier without fuss when introduced gradually.

Handling practice matters more than tricks. Because many British cats dislike being lifted, teach kittens to accept brief pick-ups, paw handling and tooth brushing with rewards, so that vet visits and nail trims are not battles. Daily play with wand toys, ten or fifteen minutes at a time, keeps this placid cat fit.`,
      curiosities: `The British Shorthair is often said to have inspired John Tenniel's grinning Cheshire Cat in Lewis Carroll's Alice's Adventures in Wonderland, and a silver tabby British Shorthair became one of the most familiar faces in British television advertising as the long-running face of Whiskas cat food.

Harrison Weir, who organised the first cat show and championed the breed, is often called the father of the cat fancy. The breed's slow development is unusual among cats: males may still be gaining muscle and jowls at five years old, which is why many breeders do not consider a British Shorthair fully mature before the age of three.`,
      species: `As a breed of Felis catus, the British Shorthair shares its ancestry with all domestic cats: the African wildcat, Felis lybica lybica, which was first drawn to farming settlements in the Near East around ten thousand years ago. From there domestic cats spread through the Mediterranean world, and the Romans are generally credited with carrying them across their empire, including to Britain.

Genetically, the British Shorthair belongs to the Western European group of breeds, with some Persian influence from twentieth-century outcrosses. Its famous blue coat is not a separate pigment but black pigment 'diluted' by a recessive mutation in the MLPH gene, which clumps the pigment granules in the hair shaft so the coat appears grey-blue. Its short hair is the wild-type form of the FGF5 gene, while longhaired kittens carry two copies of a recessive variant inherited from Persian ancestors.`,
    },
    colors: ['#8a939c', '#b4bcc4', '#5e666e'],
  },
  {
    key: 'ragdoll',
    family: 'cats',
    name: 'Ragdoll',
    synonyms: ['Raggie', 'Ragdoll cat'],
    origin: 'United States (California)',
    dateOrigin: '1960s',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A large, blue-eyed colourpoint from California, named for its habit of going limp and relaxed in the arms of the people it trusts.',
    lifespan: { min: 12, max: 17 },
    measures: {
      male: { weight: { min: 6, max: 9 }, height: { min: 28, max: 33 } },
      female: { weight: { min: 4.5, max: 6.5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Semi-long, silky, with a light undercoat' },
      {
        attribute: 'Patterns',
        value: 'Colourpoint, mitted, bicolour (and van in some registries)',
      },
      { attribute: 'Eyes', value: 'Large, oval, always blue' },
      { attribute: 'Maturity', value: 'Slow; full size and coat at about 4 years' },
      { attribute: 'Key health test', value: 'HCM (MYBPC3 R820W) DNA test plus heart scans' },
    ],
    texts: {
      description: `The Ragdoll is a large, semi-longhaired cat with blue eyes, a colourpointed coat and a reputation for going limp and relaxed when picked up, which gave the breed its name. Developed in California in the 1960s, it has become one of the best-loved pedigree cats in the world, valued as much for its placid, people-oriented nature as for its looks.

Ragdolls are big and slow-maturing: males can weigh 6 to 9 kilograms and may not reach full size and coat until around four years old. The coat is silky and lies close to the body, with much less undercoat than a Persian's, so it mats less than its length suggests.

The breed's early history is tangled in the colourful claims of its founder, Ann Baker, who credited her cats with everything from alien genes to an immunity to pain. None of this is true. What is true is that Ragdolls are trusting and gentle, and they are best kept as indoor cats.`,
      temper: `Ragdolls are docile, affectionate and notably tolerant of handling. They typically greet their people at the door, follow them from room to room and flop down beside them, and many are happy to be carried like a baby. Their voices are soft and used sparingly.

They are playful in a gentle way and often learn to fetch, but they rarely climb high or tear around the house. Their trusting nature is both their charm and their vulnerability: a Ragdoll seldom defends itself, so it should live indoors or in a secure garden and be introduced carefully to boisterous dogs.`,
    },
    colors: ['#f4ead9', '#5a4334', '#c9b39a'],
  },
  {
    key: 'bengal',
    family: 'cats',
    name: 'Bengal',
    synonyms: ['Bengal cat'],
    origin: 'United States',
    dateOrigin: '1970s-1980s',
    raceType: 'Hybrid-derived shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A muscular, leopard-spotted cat bred from crosses with the Asian leopard cat, with a glittering pelt and a boundless appetite for activity.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 4.5, max: 7 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3.5, max: 5.5 }, height: { min: 22, max: 27 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and pelt-like, often with a glitter sheen' },
      { attribute: 'Patterns', value: 'Spotted (ideally rosetted) or marbled' },
      { attribute: 'Colours', value: 'Brown, snow (seal lynx, mink, sepia), silver, charcoal' },
      { attribute: 'Wild ancestor', value: 'Asian leopard cat (Prionailurus bengalensis)' },
      { attribute: 'Key health tests', value: 'PRA-b and PK deficiency DNA tests, heart scans' },
    ],
    texts: {
      description: `The Bengal is the domestic cat that looks most like a small leopard. Its short, pelt-like coat is covered in rosettes or marbled swirls, often with a glittering sheen, over a muscular, athletic body. The breed was created in the United States by crossing domestic cats with the Asian leopard cat (Prionailurus bengalensis), the small wild cat whose scientific name it borrows.

Modern pet Bengals are many generations removed from that wild ancestor and are fully domestic cats, but they have kept an unusual intensity. They are among the most active and inquisitive of all breeds, and they need an owner who treats play and enrichment as a daily duty rather than an optional extra.

Colours include the classic brown spotted or marbled tabby, the pale 'snow' varieties with blue or aqua eyes, silver and charcoal. Early-generation cats with a leopard cat parent or grandparent are regulated as hybrids in some countries and states, so check local rules before buying one.`,
      temper: `Bengals are confident, energetic and endlessly curious. They climb to the top of every shelf, open doors and drawers, chase anything that moves and often take a keen interest in water, batting at dripping taps or stepping into the shower. They bond closely with their families and like to be involved, though many prefer active games to long cuddles.

Without an outlet, a Bengal's energy turns into mischief. Tall cat trees, puzzle feeders, wand toys, harness walks and, for many, a companion cat make the difference between a delightful pet and a frustrated one.`,
    },
    colors: ['#d39a4d', '#5a3b22', '#f0cf8e'],
  },
  {
    key: 'sphynx',
    family: 'cats',
    name: 'Sphynx',
    synonyms: ['Canadian Sphynx', 'Canadian Hairless'],
    origin: 'Canada',
    dateOrigin: '1966',
    raceType: 'Hairless cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The best-known hairless cat: warm, wrinkled and extrovert, and far from low-maintenance despite the missing coat.',
    lifespan: { min: 8, max: 14 },
    measures: {
      male: { weight: { min: 3.5, max: 5.5 }, height: { min: 20, max: 25 } },
      female: { weight: { min: 3, max: 4.5 }, height: { min: 18, max: 23 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Hairless or a fine peach-fuzz down' },
      { attribute: 'Skin care', value: 'Regular baths and ear cleaning; sun protection' },
      { attribute: 'Gene', value: 'Recessive KRT71 mutation (hr)' },
      { attribute: 'Allergies', value: 'Not hypoallergenic: allergens come from skin and saliva' },
      { attribute: 'Key health concern', value: 'Hypertrophic cardiomyopathy' },
    ],
    texts: {
      description: `The Sphynx is the best-known hairless cat: a wrinkled, warm-skinned cat with huge ears, lemon-shaped eyes and a rounded belly, whose appearance divides opinion far more than its personality does. The breed is not truly bald; most cats have a fine down like the skin of a peach, and some have short hair on the nose, ears, tail and feet. The colour and pattern a coated cat would show appear as pigment in the skin.

The breed traces back to Prune, a hairless kitten born to a domestic cat in Toronto in 1966, and to hairless cats found later in Toronto and Minnesota. Its hairlessness is caused by a recessive mutation of the KRT71 gene, the same gene responsible for the Devon Rex coat.

A hairless cat is not a low-maintenance cat. With no fur to absorb the skin's oils, a Sphynx needs regular baths and ear cleaning, and protection from cold and sunburn. Nor is it reliably hypoallergenic, since cat allergens come from saliva and skin rather than hair.`,
      temper: `Sphynx cats are extroverts. They are affectionate, attention-seeking and sociable with strangers, children and other pets, and they are notorious for burrowing under the covers, perching on shoulders and seeking out any warm lap in the room.

They are also energetic and playful, with a streak of mischief and a love of performing for an audience. A Sphynx does not like to be alone for long and is happiest with people at home or a feline companion, ideally another warm body to curl up against.`,
    },
    colors: ['#e8c4b4', '#b98f83', '#7d6a66'],
  },
  {
    key: 'abyssinian',
    family: 'cats',
    name: 'Abyssinian',
    synonyms: ['Aby', 'Bunny cat'],
    origin: 'United Kingdom (named after Abyssinia, now Ethiopia)',
    dateOrigin: '1860s',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A lithe, ticked-coated cat that looks like a miniature cougar and lives at full speed, exploring every shelf and joining every activity.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 22, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, fine and ticked: each hair banded with several colours' },
      { attribute: 'Colours', value: 'Ruddy, red (sorrel), blue, fawn; silver in some registries' },
      { attribute: 'Eyes', value: 'Almond-shaped, gold or green, outlined in dark' },
      { attribute: 'Key health tests', value: 'PK deficiency and PRA (rdAc) DNA tests' },
    ],
    texts: {
      description: `The Abyssinian is a slender, muscular, medium-sized cat with a warm, ticked coat in which every hair is banded with several shades, giving it the look of a small wild cat or a cougar in miniature. Large ears, almond-shaped gold or green eyes outlined in dark 'eyeliner' and a graceful, arched stance complete one of the most elegant shorthaired breeds.

Despite the name, the breed's link with Ethiopia is uncertain. The first cat shown as an Abyssinian, Zula, was brought to England after the British expedition to Abyssinia in 1868, but genetic research points to ancestors from the coast of the Indian Ocean and parts of Southeast Asia, and the breed itself was largely developed in Britain.

The Abyssinian also holds a quiet place in science: an Abyssinian named Cinnamon, from a university research colony, provided the DNA for the first high-quality sequence of the domestic cat genome, published in 2007.`,
      temper: `Abyssinians are busy, inquisitive and athletic cats that are rarely still for long. They explore every shelf, investigate every bag and take part in every household task, and they prefer heights to laps. They are affectionate and loyal, but usually on their own terms, showing it by following their people around rather than by sitting still to be stroked.

Their voices are soft, and they are not especially talkative. An Abyssinian left alone with little to do soon becomes bored; a companion, climbing space and daily interactive play suit the breed well.`,
    },
    colors: ['#b5652b', '#d9a066', '#4a2c1a'],
  },
  {
    key: 'scottish-fold',
    family: 'cats',
    name: 'Scottish Fold',
    synonyms: ['Fold', 'Lop-eared cat', 'Highland Fold (longhaired form)'],
    origin: 'United Kingdom (Scotland)',
    dateOrigin: '1961',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A round-faced cat with forward-folded ears and a gentle nature, whose defining mutation also causes a painful cartilage and bone disease.',
    lifespan: { min: 11, max: 14 },
    measures: {
      male: { weight: { min: 4, max: 6 }, height: { min: 22, max: 27 } },
      female: { weight: { min: 2.7, max: 4.5 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Ears', value: 'Folded forward and down; kittens are born with straight ears' },
      { attribute: 'Gene', value: 'Dominant TRPV4 mutation (Fd)' },
      {
        attribute: 'Welfare',
        value: 'All folded cats develop osteochondrodysplasia to some degree',
      },
      { attribute: 'Recognition', value: 'Not recognised by the GCCF or FIFe' },
      { attribute: 'Coat', value: 'Short and dense, or semi-long in the Highland Fold' },
    ],
    texts: {
      description: `The Scottish Fold is instantly recognisable by its ears, which fold forward and down against a rounded head and give the face an owl-like, appealing look. Every Fold descends from Susie, a white barn cat with folded ears found in 1961 on a farm near Coupar Angus in Perthshire by a local shepherd, William Ross, who began breeding from her kittens.

The fold is caused by a dominant mutation in the TRPV4 gene that affects cartilage throughout the body, not just in the ears. All folded cats develop some degree of osteochondrodysplasia, a painful degenerative disease of the joints, tail and limbs, and cats that inherit two copies are severely affected. For this reason the GCCF stopped registering Folds in the early 1970s, FIFe does not recognise the breed, and breeding is restricted in several countries, including the Netherlands.

Careful breeding, always pairing a folded cat with a straight-eared one, reduces the severity but does not remove the risk. Anyone considering a Fold should plan for lifelong monitoring of joint health.`,
      temper: `Scottish Folds are gentle, adaptable and affectionate, with soft voices and a calm, easygoing manner. They are attached to their people without being demanding, and they generally get along well with children, visitors and other pets.

Folds are known for odd postures, such as sitting upright with their hind legs stretched out in front, sometimes called the Buddha position, or sleeping flat on their backs. These poses look charming, but stiffness, reluctance to jump or an unusual gait can be signs of joint pain rather than personality, and should be checked by a vet.`,
    },
    colors: ['#9aa3ab', '#e9e4dc', '#6e747a'],
  },
  {
    key: 'russian-blue',
    family: 'cats',
    name: 'Russian Blue',
    synonyms: ['Archangel Blue', 'Archangel Cat', 'Foreign Blue'],
    origin: 'Russia',
    dateOrigin: '19th century',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'An elegant, green-eyed cat with a shimmering silver-tipped blue coat, reserved with strangers and quietly devoted to its own people.',
    lifespan: { min: 15, max: 20 },
    measures: {
      male: { weight: { min: 4, max: 6 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 3, max: 4.5 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense double coat standing out from the body' },
      { attribute: 'Colour', value: 'Even blue with silver-tipped guard hairs' },
      { attribute: 'Eyes', value: 'Vivid green in adults (yellow in kittens)' },
      { attribute: 'Expression', value: "Upturned mouth corners, the 'Russian smile'" },
    ],
    texts: {
      description: `The Russian Blue is an elegant, fine-boned cat with a shimmering blue-grey double coat, vivid green eyes and slightly upturned corners of the mouth that give it a gentle, Mona Lisa smile. The guard hairs are tipped with silver, so the coat seems to glow in good light, and it is so dense that it stands out from the body and holds patterns traced in it with a finger.

Tradition links the breed to the White Sea port of Arkhangelsk, and the first examples shown in England, at the Crystal Palace in 1875, were exhibited as Archangel Cats. After the Second World War, breeders in Britain and Scandinavia rebuilt the small population with Siamese and British Blue outcrosses, then worked for decades to restore the original type.

Russian Blues are long-lived, generally healthy and easy to care for. Their quiet, orderly nature suits calm households and people who appreciate a cat that shows its affection discreetly.`,
      temper: `Russian Blues are gentle, reserved and deeply loyal. With strangers they are shy and often vanish until the house is quiet again, but with their own family they are affectionate, playful and attentive, frequently attaching themselves to one person.

They are creatures of habit that dislike changes to their routine, dirty litter trays and late dinners, and they are quick to voice a quiet protest. Intelligent and agile, they enjoy fetch and puzzle games and can amuse themselves for hours, but they still expect a daily share of attention.`,
    },
    colors: ['#7f8c99', '#a9b4be', '#5a6570'],
  },
  {
    key: 'norwegian-forest-cat',
    family: 'cats',
    name: 'Norwegian Forest Cat',
    synonyms: ['Skogkatt', 'Norsk skogkatt', 'Wegie'],
    origin: 'Norway',
    dateOrigin: 'Ancient landrace; recognised by FIFe in 1977',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A large, weatherproof Scandinavian semi-longhair with a triangular head, a full ruff and a love of heights.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 5.5, max: 9 }, height: { min: 28, max: 35 } },
      female: { weight: { min: 3.5, max: 6.5 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Double: woolly undercoat, long glossy water-repellent guard hairs',
      },
      { attribute: 'Head', value: 'Equilateral triangle with a straight profile' },
      { attribute: 'Maturity', value: 'Slow; up to 5 years' },
      { attribute: 'Key health tests', value: 'GSD IV DNA test, heart scans, hip X-rays' },
    ],
    texts: {
      description: `The Norwegian Forest Cat, or skogkatt, is a large, sturdy semi-longhair that evolved in the cold forests and farmyards of Scandinavia. Its double coat, with a woolly undercoat beneath long, glossy, water-repellent guard hairs, its full ruff, bushy tail and tufted ears and paws are all equipment for Norwegian winters.

Cats of this type have lived in Norway for centuries and appear in folk tales as mountain-dwelling fairy cats. Breeders began organised work in the 1930s, but the Second World War interrupted it, and recognition by FIFe came only in 1977, with a male named Pans Truls as the breed's model. King Olav V is often said to have declared it Norway's national cat.

The Wegie is often confused with the Maine Coon, but the two are easy to tell apart on close inspection: the Norwegian has an equilateral triangular head and a straight profile from brow to nose tip, while the Maine Coon has a squarer muzzle and a gently curved profile.`,
      temper: `Norwegian Forest Cats are friendly, calm and self-assured. They are sociable with their families and tolerant of children and other pets, but they are not usually lap cats; they prefer to sit near their people or keep watch from a high perch.

They are superb climbers and love height, so a tall, stable cat tree is a must. Playful and intelligent, they enjoy hunting games and explore a safe garden with enthusiasm, yet indoors they are quiet and undemanding companions.`,
    },
    colors: ['#7a6450', '#efe8dc', '#3e342c'],
  },
  {
    key: 'birman',
    family: 'cats',
    name: 'Birman',
    synonyms: ['Sacred Cat of Burma', 'Sacré de Birmanie'],
    origin: 'Myanmar (legendary); developed in France',
    dateOrigin: '1920s',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A silky, blue-eyed colourpoint with four pure white paws, wrapped in legend and blessed with one of the easiest temperaments among longhairs.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 4.5, max: 7 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 3, max: 5 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Semi-long and silky, with little undercoat' },
      {
        attribute: 'Markings',
        value: "White 'gloves' on the front paws, 'laces' up the back of the hind legs",
      },
      { attribute: 'Eyes', value: 'Round, deep blue' },
      { attribute: 'Kittens', value: 'Born white; points develop over the first weeks' },
    ],
    texts: {
      description: `The Birman, also known as the Sacred Cat of Burma, is a large, silky-coated colourpoint with deep blue eyes and one unique feature: four white paws. On the front feet the white forms neat gloves, and on the hind feet it extends up the back of the leg in points called laces. Show breeders spend generations perfecting these markings.

The breed's romantic origin story tells of a temple cat in Burma whose coat turned golden and whose paws became white where they touched its dying priest. The documented history is French: a pair of cats reached France around 1919, and the breed was recognised there in 1925. It almost disappeared during the Second World War, was rebuilt from a handful of survivors, and reached Britain and North America in the 1960s.

The silky coat has little undercoat, so it mats far less than a Persian's, and the Birman's friendly, balanced nature makes it one of the easiest longhairs to live with.`,
      temper: `Birmans are gentle, sociable and easygoing cats that like to be with their people without insisting on it. They are curious and playful, but less boisterous than many shorthaired breeds, and their soft voices are mostly used to say hello.

They usually get on well with children, dogs and other cats, and they adapt easily to new situations. Birmans do not like being alone for long periods, and many households find that two Birmans are happier than one.`,
    },
    colors: ['#efe3cf', '#5b4636', '#fbfaf7'],
  },
  {
    key: 'devon-rex',
    family: 'cats',
    name: 'Devon Rex',
    synonyms: ['Devon', 'Pixie cat', 'Poodle cat'],
    origin: 'United Kingdom (England)',
    dateOrigin: '1960',
    raceType: 'Rex cat',
    utilizations: 'Companion, show cat',
    abstract:
      'An elfin, big-eared cat with a soft, wavy coat and a mischievous, people-loving personality often described as a monkey in a cat suit.',
    lifespan: { min: 9, max: 15 },
    measures: {
      male: { weight: { min: 3, max: 4.5 }, height: { min: 20, max: 25 } },
      female: { weight: { min: 2, max: 3.5 }, height: { min: 18, max: 23 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, soft and loosely waved; sparse in places' },
      { attribute: 'Head', value: 'Small and elfin, with very large, low-set ears' },
      { attribute: 'Gene', value: 'Recessive KRT71 mutation (re)' },
      { attribute: 'Key health tests', value: 'Devon Rex myopathy (COLQ) DNA test, heart scans' },
    ],
    texts: {
      description: `The Devon Rex looks like no other cat: enormous, low-set ears, a small elfin face with large eyes and high cheekbones, and a short, soft coat that ripples in loose waves. Breeders call it the pixie cat, and owners often describe it as a monkey in a cat suit.

The breed began in 1960 in Buckfastleigh, Devon, where Beryl Cox found a curly-coated kitten, Kirlee, in a litter born to a stray tortoiseshell-and-white cat; the father was thought to be a curly-coated feral tom. Breeders assumed Kirlee carried the same mutation as the Cornish Rex, discovered in the neighbouring county a decade earlier, but matings between the two produced only straight-coated kittens, proving that the genes were different.

The wavy coat is fragile and thin in places, so the Devon feels the cold and its skin can become greasy, needing an occasional gentle wash. It sheds relatively little, although, like any cat, it still produces allergens.`,
      temper: `Devon Rexes are playful, mischievous and intensely people-oriented. They like to perch on shoulders, sleep under blankets, explore the kitchen worktop and take part in every meal, and they are famous for their enthusiasm for food.

They are clever and easy to train to fetch, walk on a harness or perform simple tricks. They need company and activity, and a Devon left alone for long hours will be unhappy; a second sociable cat or a home where someone is often about suits them best.`,
    },
    colors: ['#c9c2b8', '#6d6259', '#efe7dd'],
  },
  {
    key: 'cornish-rex',
    family: 'cats',
    name: 'Cornish Rex',
    synonyms: ['Cornish', 'Rex'],
    origin: 'United Kingdom (England)',
    dateOrigin: '1950',
    raceType: 'Rex cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A whippet-shaped, athletic cat with a coat of tight marcel waves made only of down hair, and a kitten-like energy that lasts for life.',
    lifespan: { min: 11, max: 15 },
    measures: {
      male: { weight: { min: 3, max: 4.5 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 2.5, max: 3.5 }, height: { min: 23, max: 27 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Down hair only, in tight, even waves' },
      { attribute: 'Build', value: 'Arched back, tucked-up waist, long slender legs' },
      { attribute: 'Head', value: 'Egg-shaped, with a Roman nose and tall ears' },
      { attribute: 'Gene', value: 'Recessive LPAR6 mutation (r)' },
    ],
    texts: {
      description: `The Cornish Rex is a cat of curves: an arched back, a tucked-up waist like a whippet's, long, slender legs and a small, egg-shaped head with a Roman nose and tall ears. Its coat is unique, made only of soft down hairs without the outer guard hairs of a normal cat, and it lies in tight, even waves, like a marcel perm, across the body.

The breed began in 1950 on a farm near Bodmin Moor in Cornwall, when Nina Ennismore's tortoiseshell-and-white cat, Serena, produced a curly-coated cream male named Kallibunker. The coat proved to be caused by a recessive mutation, later traced to the LPAR6 gene, and careful breeding established the breed on both sides of the Atlantic.

The Cornish feels warm to the touch because there is so little coat to insulate it, and it seeks out heat accordingly. It sheds little, but it still produces the allergens of any cat, and its skin may need occasional bathing to remove a build-up of oil.`,
      temper: `Cornish Rexes are lively, extroverted and athletic. They stay kittenish throughout life, retrieving toys, leaping to the tops of doors and racing around the house, and they love to be the centre of attention. They are affectionate to the point of following their people everywhere.

Their energy and curiosity mean they need plenty of play, climbing opportunities and company. They get along well with other pets and with children who enjoy active games, but they are a poor choice for someone who wants a quiet, ornamental cat.`,
    },
    colors: ['#e9d8c0', '#9c6b3f', '#3a2f29'],
  },
  {
    key: 'exotic-shorthair',
    family: 'cats',
    name: 'Exotic Shorthair',
    synonyms: ['Exotic', 'Shorthaired Persian', "Lazy man's Persian"],
    origin: 'United States',
    dateOrigin: '1950s-1960s',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A Persian in a short, plush coat: the same round face and placid nature, with a fraction of the grooming.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 4.5, max: 6.5 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3, max: 5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'low',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, dense and plush, with a thick undercoat' },
      { attribute: 'Type', value: 'Identical to the Persian apart from coat length' },
      { attribute: 'Face', value: 'Flat; keep cool in hot weather, clean eyes daily' },
      { attribute: 'Key health test', value: 'PKD1 DNA test for polycystic kidney disease' },
    ],
    texts: {
      description: `The Exotic Shorthair is essentially a Persian in a short, plush coat. It has the same round head, flat face, large round eyes, small ears and cobby body, but its dense, thick coat needs a fraction of the grooming, which is why it is sometimes called the lazy man's Persian.

The breed arose in the United States in the 1950s, when some American Shorthair breeders crossed their cats with Persians to improve body type and introduce silver colours. The results were too Persian for the American Shorthair standard, and in 1967 the CFA accepted these cats as a new breed. Exotics have been bred back to Persians ever since, so longhaired kittens still turn up in litters.

Because it shares the Persian's face, the Exotic also shares many of its health risks, including breathing difficulties, tear overflow, crowded teeth and polycystic kidney disease. Look for a breeder who favours open nostrils and tests breeding cats for PKD1.`,
      temper: `Exotics are quiet, loyal and sweet-natured, with the Persian's placid temperament and a little extra playfulness, often credited to their American Shorthair ancestors. They enjoy interactive toys and short games, then return contentedly to a favourite cushion.

They like company and attach strongly to their families, often trailing them from room to room, but they are neither demanding nor noisy. Calm and adaptable, they suit apartments and quiet households, though, like all flat-faced cats, they must be kept cool in hot weather.`,
    },
    colors: ['#d9833c', '#f1c48c', '#a45a22'],
  },
  {
    key: 'burmese',
    family: 'cats',
    name: 'Burmese',
    synonyms: ['Contemporary Burmese', 'European Burmese'],
    origin: 'Myanmar; developed in the United States',
    dateOrigin: '1930s',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A compact, satin-coated and surprisingly heavy cat with golden eyes and a dog-like devotion to its people.',
    lifespan: { min: 12, max: 18 },
    measures: {
      male: { weight: { min: 4, max: 6 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 3, max: 4.5 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Very short, fine and satin-glossy' },
      {
        attribute: 'Colours',
        value: 'Sable, champagne, blue, platinum; also red, cream and tortie in European lines',
      },
      { attribute: 'Eyes', value: 'Gold to yellow' },
      {
        attribute: 'Key health tests',
        value: 'Hypokalaemia and GM2 gangliosidosis DNA tests; head defect test in American lines',
      },
    ],
    texts: {
      description: `The Burmese is a compact, muscular cat with a short, glossy, satin-like coat and large golden eyes. It is often said to feel like a brick wrapped in silk: heavier than it looks, with surprising strength for its size. The classic colour is sable, a rich dark brown, with champagne, blue and platinum as its lighter variations.

The modern breed goes back to Wong Mau, a small walnut-brown female brought from Burma to San Francisco in 1930 by Dr Joseph Thompson. Bred to a Siamese, she turned out to be a hybrid herself, and her litters included the dark-brown kittens that founded the Burmese as well as cats of the type later developed as the Tonkinese.

Two distinct types exist today. The American or contemporary Burmese has a very round head and a short muzzle, while the European Burmese, recognised by FIFe and the GCCF, is more moderate, with a gently rounded wedge of a head and a wider palette that includes red, cream and tortoiseshell.`,
      temper: `The Burmese is one of the most people-oriented of cats: affectionate, confident and often described as dog-like. It follows its family around, greets visitors, plays fetch and generally expects to be included in everything, and many Burmese stay playful well into old age.

They are vocal, with a softer, sweeter voice than the Siamese, and they dislike being left alone for long. A home where someone is often present, or a second cat, suits them best, and their trusting curiosity makes them vulnerable if allowed to roam.`,
    },
    colors: ['#4b3323', '#6a4a33', '#2f2018'],
  },
  {
    key: 'oriental-shorthair',
    family: 'cats',
    name: 'Oriental Shorthair',
    synonyms: ['Oriental', 'Foreign Shorthair', 'Foreign Type'],
    origin: 'United Kingdom and United States',
    dateOrigin: '1950s-1960s',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A Siamese in body and temperament but not in colour, offered in hundreds of solid colours and patterns, usually with green eyes.',
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 4, max: 5.5 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Very short, fine and glossy' },
      { attribute: 'Colours', value: 'More than 300 colour and pattern combinations' },
      { attribute: 'Eyes', value: 'Almond-shaped, green (blue or odd in whites)' },
      { attribute: 'Longhaired form', value: 'Oriental Longhair' },
    ],
    texts: {
      description: `The Oriental Shorthair is a Siamese in every way except colour. It has the same long, tubular body, fine bones, wedge-shaped head and huge ears, but instead of points it comes in an extraordinary range of solid colours and patterns: ebony, white, blue, chestnut, lavender, cinnamon, red, cream, smoke, shaded, tortoiseshell and every kind of tabby. The CFA counts more than 300 possible combinations, and most have green eyes.

The breed was developed in Britain in the 1950s and 1960s, when breeders crossed Siamese with other shorthairs to recreate the self-coloured cats of Siamese type that had appeared among early imports from Siam. Solid chestnut and white cats came first, and the range grew in the United States, where the CFA accepted the Oriental Shorthair in 1972. The semi-longhaired variant is the Oriental Longhair.

Orientals share the Siamese need for company and activity, and they are among the most expressive and engaging cats to live with.`,
      temper: `Orientals are extroverted, intelligent and highly social, and nearly as talkative as the Siamese, with voices that range from a honk to a trill. They attach strongly to their people, want to be involved in every activity and are not shy about demanding attention.

They are playful and acrobatic, enjoy fetch and climbing, and quickly learn tricks and household routines. Left alone for long periods they become lonely and noisy, so they are best in households where someone is often home, or with another active cat.`,
    },
    colors: ['#2a2a2a', '#7b4a2d', '#9aa3ab'],
  },
  {
    key: 'siberian',
    family: 'cats',
    name: 'Siberian',
    synonyms: ['Siberian Forest Cat', 'Moscow Longhair', 'Sibirskaya koshka'],
    origin: 'Russia',
    dateOrigin: 'Ancient landrace; standardised in the 1980s',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      "Russia's native forest cat: powerful, slow-maturing and triple-coated, with a playful, sociable nature and a soft, chirping voice.",
    lifespan: { min: 11, max: 18 },
    measures: {
      male: { weight: { min: 6, max: 9 }, height: { min: 28, max: 33 } },
      female: { weight: { min: 4, max: 6 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'medium',
      climate: 'cold',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Semi-long, triple-layered and water-resistant' },
      { attribute: 'Build', value: 'Barrel-shaped, hind legs slightly longer than front' },
      { attribute: 'Colourpoint variety', value: 'Neva Masquerade (a separate breed in FIFe)' },
      { attribute: 'Maturity', value: 'Slow; about 5 years' },
    ],
    texts: {
      description: `The Siberian is Russia's native forest cat: a large, powerful, slow-maturing semi-longhair with a triple coat made for harsh winters. Its body is solid and barrel-shaped, its hind legs slightly longer than the front, and its rounded head gives it a sweet, open expression framed by a heavy ruff.

Cats of this type have lived in Russian towns and villages for centuries, but organised breeding began only in the 1980s, when clubs in Moscow and St Petersburg drew up the first standards. The first Siberians reached the United States in 1990, and the breed has since been recognised by the major registries. The colourpoint variety, the Neva Masquerade, is named after the river Neva in St Petersburg and is treated as a separate breed by FIFe.

Siberians are often promoted for people with allergies because some individuals produce less of the Fel d 1 allergen. Levels vary widely from cat to cat, so anyone allergic should spend time with the specific cat before committing.`,
      temper: `Siberians are affectionate, confident and playful, with a relaxed, sociable attitude to visitors, children and other pets. They enjoy company but are less demanding than the Oriental breeds, and their voice is a soft, chirping trill rather than a loud meow.

Intelligent and agile, they like to solve puzzles, play fetch and climb high, and many are fascinated by water. They mature slowly and keep a kittenish streak for years, so daily play and a sturdy cat tree are part of the package.`,
    },
    colors: ['#8a7a66', '#c8b79c', '#3f3830'],
  },
  {
    key: 'american-shorthair',
    family: 'cats',
    name: 'American Shorthair',
    synonyms: ['Domestic Shorthair (historical name)', 'ASH'],
    origin: 'United States',
    dateOrigin: 'Colonial-era working cats; standardised in the early 20th century',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat, mouser',
    abstract:
      "The pedigree descendant of America's working farm and ship cats: sturdy, healthy, moderate in every way and easy to live with.",
    lifespan: { min: 15, max: 20 },
    measures: {
      male: { weight: { min: 5, max: 7 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3.5, max: 5.5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, thick, hard-textured' },
      { attribute: 'Signature colour', value: 'Silver classic tabby' },
      { attribute: 'Colours', value: 'More than 80 colours and patterns' },
      { attribute: 'Build', value: 'Muscular, broad-chested, with a square muzzle' },
    ],
    texts: {
      description: `The American Shorthair is the pedigree version of the working cats that came to North America with European settlers and were kept on ships and farms to protect stores from rodents. Over generations these cats became sturdy, healthy and adaptable, and in the early twentieth century breeders began refining them into a standardised breed, first registered as the Domestic Shorthair and renamed the American Shorthair in 1966 to distinguish it from ordinary randombred cats.

The breed is medium to large, muscular and well balanced, with a broad chest, thick legs, a large head with full cheeks and a square muzzle. The coat is short, thick and hard in texture. More than 80 colours and patterns are accepted, but the silver classic tabby, with black marbled swirls on a pale silver ground, is the breed's signature.

American Shorthairs are an example of moderation done well: no extremes of type, a long life expectancy and a temperament that suits almost any household.`,
      temper: `The American Shorthair is easygoing, even-tempered and adaptable. It is affectionate without being clingy, happy to sit near its people and just as content to amuse itself when the house is empty. It usually gets on well with children, dogs and other cats.

The breed keeps the alertness of its working ancestors: it loves to stalk toys, watch birds from a window and patrol the house, and some are keen hunters if allowed outdoors. Regular play sessions also help keep this food-loving cat from gaining weight.`,
    },
    colors: ['#c9ccd0', '#2c2c2c', '#e8e9eb'],
  },
  {
    key: 'turkish-angora',
    family: 'cats',
    name: 'Turkish Angora',
    synonyms: ['Ankara kedisi', 'Ankara cat', 'Angora'],
    origin: 'Turkey',
    dateOrigin: 'Ancient; known in Europe by the 17th century',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A graceful, silky-coated cat from central Turkey, classically pure white, with a lively mind and a liking for being in charge.',
    lifespan: { min: 12, max: 18 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Semi-long, fine and silky single coat with a plumed tail' },
      { attribute: 'Classic colour', value: 'White, with blue, amber or odd eyes' },
      {
        attribute: 'Health note',
        value: 'Deafness risk in blue-eyed whites; BAER testing advised',
      },
      { attribute: 'Build', value: 'Fine-boned, long and graceful' },
    ],
    texts: {
      description: `The Turkish Angora is a fine-boned, graceful cat with a long, lithe body, a silky single coat, a plumed tail and large, pointed ears, native to the region around Ankara in central Turkey, historically known as Angora. The classic colour is pure white, often with blue, amber or odd eyes, but the breed is recognised in many solid, tabby, smoke and bicolour colours.

Angora cats were known in Europe by the seventeenth century and were among the first longhairs to reach France and Britain, where they were used heavily in developing the Persian, so heavily that their own type almost vanished in the West. In Turkey, the Ankara Zoo began a breeding programme for white Angoras in the early twentieth century, and it was from zoo cats exported in the 1960s that the modern breed was re-established in the United States, with CFA acceptance in 1968.

As in other white cats, blue-eyed white Angoras are prone to congenital deafness, which a BAER hearing test can detect in kittens.`,
      temper: `Turkish Angoras are lively, intelligent and assertive. They like to be in charge, whether that means supervising the household from the top of a bookcase, deciding which toy the game will involve or claiming the best spot on the bed. They are affectionate and form close bonds, but they prefer active companionship to long cuddles.

They are quick learners, adept at opening doors and retrieving toys, and they need plenty of play and climbing space. Many enjoy water, and most get on well with other pets as long as they are allowed to be the boss.`,
    },
    colors: ['#fbfbf8', '#e9e6df', '#d8d3ca'],
  },
  {
    key: 'turkish-van',
    family: 'cats',
    name: 'Turkish Van',
    synonyms: ['Turkish Swimming Cat', 'Swimming Cat', 'Van Cat'],
    origin: 'Turkey (Lake Van region)',
    dateOrigin: 'Ancient landrace; brought to Britain in 1955',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A big, athletic semi-longhair from eastern Turkey, with colour only on its head and tail and a famous fondness for water.',
    lifespan: { min: 12, max: 17 },
    measures: {
      male: { weight: { min: 5, max: 8 }, height: { min: 28, max: 33 } },
      female: { weight: { min: 3.5, max: 5.5 }, height: { min: 25, max: 30 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Pattern', value: 'Van: white body, colour on head and tail only' },
      { attribute: 'Coat', value: 'Semi-long, cashmere-like, no undercoat; short summer coat' },
      { attribute: 'Eyes', value: 'Amber, blue or odd-eyed' },
      { attribute: 'Maturity', value: 'Slow; 3 to 5 years' },
    ],
    texts: {
      description: `The Turkish Van is a large, muscular, semi-longhaired cat from the region of Lake Van in eastern Turkey, famous for two things: its distinctive van pattern, a chalk-white body with colour restricted to the head and tail, and its unusual liking for water. Some cats also carry a small coloured patch between the shoulder blades, traditionally called the thumbprint of Allah.

The breed was introduced to the West in 1955, when the British travellers Laura Lushington and Sonia Halliday were given two kittens in Turkey and were struck by their enthusiasm for swimming. The GCCF recognised the breed in 1969, and it later gained recognition in North America.

The coat has no undercoat and a cashmere-like, water-resistant texture; it is long and full in winter, but in summer the cat sheds to a much shorter coat. In Turkey itself, the name Van kedisi is used for a local all-white cat, often odd-eyed, which is distinct from the patterned breed known abroad.`,
      temper: `Turkish Vans are energetic, intelligent and strong-willed. They love to climb, jump and play, and are usually found at the highest point of the room. Many will join their owners in the bath, play in sinks or fish toys out of their water bowls.

They are affectionate and loyal, but many do not enjoy being held or restrained and will make that clear. A Van suits an active household that enjoys interactive play and can provide plenty of space and climbing furniture; it is not the cat for someone seeking a placid lap companion.`,
    },
    colors: ['#fbf8f2', '#c9672d', '#e8a15e'],
  },
  {
    key: 'egyptian-mau',
    family: 'cats',
    name: 'Egyptian Mau',
    synonyms: ['Mau'],
    origin: 'Egypt; developed in the United States',
    dateOrigin: 'Ancient type; modern breed from 1956',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      "The only naturally spotted domestic breed, with gooseberry-green eyes, a sprinter's build and a sensitive, devoted nature.",
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'warm',
      exercise: 'high',
      grooming: 'low',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Pattern', value: 'Random spots, forehead M and scarab, mascara lines' },
      { attribute: 'Colours', value: 'Silver, bronze and smoke' },
      { attribute: 'Eyes', value: 'Gooseberry green, fully coloured by about 18 months' },
      {
        attribute: 'Build',
        value: 'Longer hind legs and a loose flank skin fold for a long stride',
      },
    ],
    texts: {
      description: `The Egyptian Mau is the only naturally spotted domestic cat breed, with random spots on a silver, bronze or smoke ground, an M and a scarab-like mark on the forehead, and mascara lines running back from the eyes. Its large, gooseberry-green eyes, which often look slightly worried, may take up to eighteen months to reach their full colour.

Spotted cats appear in ancient Egyptian tomb paintings, and mau was simply the Egyptian word for cat. The modern breed, however, dates from 1956, when the exiled Russian princess Nathalie Troubetzkoy brought three spotted cats from Egypt, by way of Italy, to the United States. The CFA granted championship status in 1977, and later imports from Egypt widened the gene pool.

The Mau's hind legs are longer than its front legs, and a loose flap of skin stretching from the flank to the hind knee allows an exceptionally long stride. Maus are often cited as the fastest domestic cats, reputedly reaching about 48 km/h over short distances.`,
      temper: `Egyptian Maus are devoted, sensitive and energetic. They bond closely with their families and often greet them with chortles, trills and a rapid wagging of the tail, but they tend to be reserved with strangers and dislike loud, chaotic households.

At heart they are athletic hunters that love fast chasing games, climbing and puzzle toys, and many are particular about food and routine. With a patient owner who gives them time to settle, a Mau remains affectionate and playful throughout its life.`,
    },
    colors: ['#c8ccd0', '#3a3a3a', '#e4e6e8'],
  },
  {
    key: 'chartreux',
    family: 'cats',
    name: 'Chartreux',
    synonyms: ['Chat des Chartreux', 'Carthusian cat'],
    origin: 'France',
    dateOrigin: '18th century or earlier',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat, formerly mouser',
    abstract:
      "France's robust blue cat, with a woolly water-repellent coat, copper eyes, a gentle smile and a remarkably quiet voice.",
    lifespan: { min: 12, max: 15 },
    measures: {
      male: { weight: { min: 5, max: 7.5 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3, max: 5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      { attribute: 'Coat', value: 'Dense, woolly, water-repellent double coat' },
      { attribute: 'Colour', value: 'Blue-grey only' },
      { attribute: 'Eyes', value: 'Copper to bright orange' },
      { attribute: 'Voice', value: 'Small; many chirp rather than meow' },
      { attribute: 'Maturity', value: 'Slow; 3 to 5 years' },
    ],
    texts: {
      description: `The Chartreux is France's native blue cat: a robust, solidly built shorthair with a dense, woolly, water-repellent blue-grey coat, fine legs and copper to bright orange eyes. The shape of its head and narrow muzzle give it a gentle, perpetual smile, and French breeders like to describe it as a potato on matchsticks, a compliment to its powerful body and surprisingly slender limbs.

Blue cats called chats des Chartreux were described by the naturalist Buffon in the mid-eighteenth century. The popular story that they were bred by the Carthusian monks of the Grande Chartreuse is not supported by the monastery's records; the name may instead come from a type of woollen cloth. Modern breeding began in the 1920s, when the Léger sisters found a colony of blue cats on Belle-Île, off the coast of Brittany.

The breed matures slowly, often over three to five years. It is generally healthy, though breeders watch for patellar luxation, a slipping kneecap.`,
      temper: `Chartreux cats are calm, observant and gentle. They attach themselves to one person or to the whole family and follow them around quietly, rarely demanding attention, and their voices are small: many communicate with chirps, and some hardly meow at all.

They are skilful hunters that play with controlled, focused pounces rather than wild dashes, and they enjoy toys that mimic prey. They adapt well to apartments, get along with other pets and tolerate being alone better than many breeds.`,
    },
    colors: ['#7e8a96', '#a2acb6', '#5f6a75'],
  },
  {
    key: 'savannah',
    family: 'cats',
    name: 'Savannah',
    synonyms: ['Savannah cat', 'Serval hybrid'],
    origin: 'United States',
    dateOrigin: '1986',
    raceType: 'Hybrid-derived shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A tall, long-legged spotted cat descended from the African serval, with extraordinary athleticism and a dog-like, demanding personality.',
    lifespan: { min: 12, max: 20 },
    measures: {
      male: { weight: { min: 5.5, max: 11 }, height: { min: 35, max: 43 } },
      female: { weight: { min: 3.5, max: 8 }, height: { min: 33, max: 40 } },
    },
    attributes: {
      size: 'medium',
      climate: 'temperate',
      exercise: 'very_high',
      grooming: 'low',
      training: 'demanding',
    },
    specifics: [
      { attribute: 'Wild ancestor', value: 'Serval (Leptailurus serval)' },
      {
        attribute: 'Generations',
        value: 'F1 (serval parent) to F5 and SBT; size and intensity fall with each',
      },
      { attribute: 'Coat', value: 'Short, coarse-textured, boldly spotted' },
      { attribute: 'Ears', value: 'Very large and upright, with light ocelli on the back' },
      { attribute: 'Legal status', value: 'Banned or restricted in some countries and US states' },
    ],
    texts: {
      description: `The Savannah is a tall, long-legged spotted cat created by crossing domestic cats with the serval, a slender African wild cat with enormous ears. The first hybrid kitten, named Savannah, was born in 1986 to a Siamese mother and a male serval, and breeders went on to develop a registered breed; TICA granted full championship status in 2012.

Savannahs are described by generation: an F1 has a serval parent and is the largest and wildest in type, while later generations (F5 and beyond, or SBT cats) are smaller and more domestic in behaviour. Males of the early generations are usually infertile. Size therefore varies enormously, from a sizeable house cat to a very tall, rangy animal, and Savannahs have repeatedly held the Guinness record for the tallest living domestic cat.

Because of their wild ancestry, Savannahs are prohibited or restricted in some places, including Australia and several US states. Buyers should check local rules and be realistic about the breed's exceptional need for activity and space.`,
      temper: `Savannahs are bold, curious and highly energetic, with a dog-like loyalty that often includes following their owners, greeting them at the door and learning to walk on a leash. They can leap to remarkable heights, open cupboards and doors, and many love water.

Early generations in particular may be wary of strangers and intensely attached to one person. All Savannahs need a great deal of stimulation, secure space and a firm, patient routine; a bored Savannah can be very destructive.`,
    },
    colors: ['#d6a85c', '#2b241c', '#f0d9a4'],
  },
  {
    key: 'tonkinese',
    family: 'cats',
    name: 'Tonkinese',
    synonyms: ['Tonk', 'Golden Siamese'],
    origin: 'Canada and United States',
    dateOrigin: '1960s',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The Siamese-Burmese blend: a medium, muscular cat with soft mink colouring, aquamarine eyes and an irrepressibly sociable nature.',
    lifespan: { min: 12, max: 16 },
    measures: {
      male: { weight: { min: 3.5, max: 5.5 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, fine, close-lying and silky' },
      { attribute: 'Patterns', value: 'Pointed, mink and solid' },
      { attribute: 'Colours', value: 'Natural (seal), champagne, blue, platinum' },
      { attribute: 'Eyes', value: 'Aqua in minks, blue in pointed, green-gold in solid cats' },
    ],
    texts: {
      description: `The Tonkinese was created by crossing the Siamese with the Burmese, and it sits neatly between them: a medium-sized, muscular cat with a gently rounded wedge of a head, a short, close-lying coat and a body that is neither as slender as the Siamese nor as compact as the Burmese. Its best-known look is the mink pattern, in which darker points blend softly into the body colour, paired with aquamarine eyes seen in no other breed.

Cats of this type have existed for a long time, and the Burmese foundation cat Wong Mau is now thought to have been one. The modern breed was developed in the 1960s, notably by Margaret Conroy in Canada and Jane Barletta in the United States. It was recognised in Canada first, and the CFA granted championship status in 1984.

Tonkinese come in natural (seal), champagne, blue and platinum, each in pointed, mink and solid patterns. Pointed cats have blue eyes and solid cats green-gold eyes.`,
      temper: `Tonkinese are affectionate, social and playful extroverts. They enjoy people, visitors included, and like to be involved in everything from unpacking the shopping to reading the newspaper. They are talkative, but with a softer voice than the Siamese.

They are intelligent and agile, learn tricks and fetch readily, and need regular interactive play. Because they crave company and are so trusting, Tonkinese are best kept indoors or in a secure garden, and many are happiest with another cat for company.`,
    },
    colors: ['#7a5a3e', '#a98563', '#4c3626'],
  },
  {
    key: 'balinese',
    family: 'cats',
    name: 'Balinese',
    synonyms: ['Longhaired Siamese', 'Javanese (non-traditional colours)'],
    origin: 'United States',
    dateOrigin: '1950s',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The longhaired Siamese: the same elegant lines, blue eyes and lively mind, dressed in a silky single coat with a plumed tail.',
    lifespan: { min: 12, max: 20 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 23, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Medium-long, silky single coat with a plumed tail' },
      { attribute: 'Pattern', value: 'Colourpoint' },
      { attribute: 'Eyes', value: 'Almond-shaped, deep blue' },
      { attribute: 'Key health test', value: 'PRA (CEP290 rdAc) DNA test' },
    ],
    texts: {
      description: `The Balinese is the longhaired Siamese: the same long, fine-boned body, wedge-shaped head, large ears, deep blue eyes and colourpoint pattern, clothed in a silky, medium-length single coat that lies close to the body and ends in a magnificent plumed tail. Because the coat is fine and flat-lying, it shows off the body's lines rather than hiding them.

Longhaired kittens had appeared now and then in Siamese litters for decades, but in the 1950s breeders such as Helen Smith in New York and Sylvia Holland in California began breeding them deliberately. Smith named them after the graceful movements of Balinese dancers, and the CFA recognised the breed in 1970. In 2008 the CFA merged the Javanese, its name for Balinese in non-traditional point colours, back into the breed.

The coat has no woolly undercoat, so it mats little and sheds less than many longhairs. Balinese are sometimes said to trigger fewer allergies, but this is not established, and allergic owners should test their reaction to an individual cat first.`,
      temper: `Balinese share the Siamese intelligence, curiosity and devotion to people, with a voice that many owners find a little softer. They like to be in the middle of things, help with chores, ride on shoulders and follow their people from room to room.

They are playful and athletic, enjoy fetch and puzzle games, and quickly learn routines and tricks. Like the Siamese, they dislike being left alone for long, and a companion animal or a busy household suits them best.`,
    },
    colors: ['#f3e9da', '#5a6e8c', '#c9b9a4'],
  },
  {
    key: 'manx',
    family: 'cats',
    name: 'Manx',
    synonyms: ['Manx cat', 'Kayt Manninagh', 'Cymric (longhaired form)'],
    origin: 'Isle of Man',
    dateOrigin: '18th century or earlier',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, farm mouser, show cat',
    abstract:
      'The tailless cat of the Isle of Man: round, sturdy and rabbit-gaited, with a sociable, dog-like character.',
    lifespan: { min: 8, max: 14 },
    measures: {
      male: { weight: { min: 4, max: 6 }, height: { min: 20, max: 25 } },
      female: { weight: { min: 3.5, max: 5 }, height: { min: 18, max: 23 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Tail types', value: 'Rumpy, rumpy riser, stumpy, longy' },
      {
        attribute: 'Gene',
        value: 'Dominant TBXT mutation; lethal when inherited from both parents',
      },
      { attribute: 'Build', value: 'Short back, round rump, hind legs longer than front' },
      { attribute: 'Coat', value: 'Short, thick double coat; semi-long in the Cymric' },
      {
        attribute: 'Health note',
        value: 'Manx syndrome (spinal and bowel problems) in some kittens',
      },
    ],
    texts: {
      description: `The Manx, from the Isle of Man in the Irish Sea, is known above all for having no tail, or only a short one. Its taillessness is caused by a dominant mutation in the TBXT gene: cats that inherit one copy range from completely tailless (rumpy) through a small rise of bone (riser) and a short stump (stumpy) to a nearly full tail (longy). Kittens that inherit two copies die before birth.

Beyond the tail, the Manx is a cat of circles: a round head, a rounded rump, a short back and hind legs noticeably longer than the front, which gives it a rabbit-like, hopping run when it hurries. The coat is a short, thick double coat; the longhaired form is called the Cymric in many registries, or the Manx Longhair.

Tailless cats have lived on the island for centuries and have appeared on Manx coins and stamps. Breeding requires care, since the same mutation can cause spinal, bowel and bladder problems, known as Manx syndrome, which usually appear in the first months of life.`,
      temper: `The Manx is a sociable, intelligent and even-tempered cat that often attaches closely to one person while staying friendly with the rest of the family. Many are playful and dog-like, learning to fetch, following their people around and greeting visitors at the door.

They are powerful jumpers and keen hunters, with a long tradition as farm mousers, and they enjoy chasing games and high perches. Their voices are quiet, often a soft trill.`,
    },
    colors: ['#9b7b58', '#3e3126', '#d9c4a4'],
  },
  {
    key: 'somali',
    family: 'cats',
    name: 'Somali',
    synonyms: ['Longhaired Abyssinian', 'Fox cat'],
    origin: 'United States and Canada',
    dateOrigin: '1960s-1970s',
    raceType: 'Semi-longhair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'The longhaired Abyssinian: a ticked, fox-like cat with a full ruff and brush tail and a clownish, inexhaustible curiosity.',
    lifespan: { min: 11, max: 16 },
    measures: {
      male: { weight: { min: 3.5, max: 5 }, height: { min: 22, max: 28 } },
      female: { weight: { min: 2.5, max: 4 }, height: { min: 20, max: 25 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'moderate',
      training: 'easy',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Medium-long, soft and ticked, with ruff, breeches and brush tail',
      },
      { attribute: 'Colours', value: 'Ruddy, red (sorrel), blue, fawn; silver in some registries' },
      { attribute: 'Coat development', value: 'Full ticking and length at 18 months or later' },
      { attribute: 'Key health tests', value: 'PK deficiency and PRA (rdAc) DNA tests' },
    ],
    texts: {
      description: `The Somali is the longhaired Abyssinian: a lithe, medium-sized cat with the same ticked coat, large ears and expressive almond eyes, but with a soft, medium-length coat, a full ruff, breeches and a magnificent brush of a tail. In its ruddy colour it looks strikingly like a small fox, which is why it is often called the fox cat.

Longhaired kittens appeared in Abyssinian litters in several countries from the 1950s and were at first quietly placed as pets. In the late 1960s the American breeder Evelyn Mague began promoting them, naming the breed after Somalia, the neighbour of Ethiopia, once Abyssinia. The CFA granted championship status in 1978.

Each hair is ticked with several bands of colour, so the full effect can take eighteen months or more to develop. The coat has little undercoat and is easier to keep than its length suggests, though it sheds noticeably in spring.`,
      temper: `Somalis are lively, curious and playful, with the Abyssinian's love of activity and a clownish streak of their own. They investigate everything, like to hold toys in their paws and quickly learn how to open cupboards and turn on taps.

They are affectionate and social, though usually more inclined to play than to sit still on a lap. Somalis need company, climbing space and daily interactive play, and they do not suit a quiet household that wants a decorative cat.`,
    },
    colors: ['#b3612a', '#e0a164', '#4a2a17'],
  },
  {
    key: 'ocicat',
    family: 'cats',
    name: 'Ocicat',
    synonyms: ['Oci'],
    origin: 'United States (Michigan)',
    dateOrigin: '1964',
    raceType: 'Shorthair cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A wild-looking spotted cat with no wild ancestry at all: athletic, outgoing and as trainable as many dogs.',
    lifespan: { min: 12, max: 18 },
    measures: {
      male: { weight: { min: 4.5, max: 7 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3, max: 5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'high',
      grooming: 'low',
      training: 'easy',
    },
    specifics: [
      { attribute: 'Coat', value: 'Short, smooth and satiny' },
      {
        attribute: 'Pattern',
        value: "Thumbprint spots in a 'bull's-eye' arrangement on the sides",
      },
      {
        attribute: 'Colours',
        value: 'Twelve: tawny, chocolate, cinnamon, blue, lavender, fawn and their silvers',
      },
      { attribute: 'Founding breeds', value: 'Abyssinian, Siamese, American Shorthair' },
    ],
    texts: {
      description: `The Ocicat looks like a wild spotted cat but contains no wild blood at all. It was created by accident in 1964 in Michigan, when Virginia Daly crossed a Siamese with an Abyssinian-Siamese hybrid in an attempt to produce Siamese with Abyssinian-coloured points. One kitten, an ivory male with golden spots named Tonga, looked so like a miniature ocelot that her daughter dubbed him an ocicat.

Further crosses with Abyssinians, Siamese and, later, American Shorthairs, which added size, bone and silver colouring, produced a large, athletic, well-muscled cat with thumbprint-shaped spots arranged in a bull's-eye pattern on its sides. The CFA granted championship status in 1987.

Ocicats are recognised in twelve colours, from tawny, chocolate and cinnamon to blue, lavender and fawn, each also in a silver version. The short, satiny coat needs very little grooming, and the breed is generally healthy, though testing for the Abyssinian form of progressive retinal atrophy is worthwhile.`,
      temper: `Ocicats are confident, outgoing and devoted. They are often compared to dogs: they learn their names, come when called, fetch, walk on a harness and greet visitors at the door. They are highly social and dislike being alone for long.

Active and intelligent, they enjoy puzzle toys and training sessions, and they usually get along well with other cats and cat-friendly dogs. An Ocicat is a good choice for a lively household with plenty of time to play.`,
    },
    colors: ['#d8b27e', '#5a3e24', '#f1deba'],
  },
  {
    key: 'selkirk-rex',
    family: 'cats',
    name: 'Selkirk Rex',
    synonyms: ['Selkirk', "Cat in sheep's clothing"],
    origin: 'United States (Montana)',
    dateOrigin: '1987',
    raceType: 'Rex cat',
    utilizations: 'Companion, show cat',
    abstract:
      'A sturdy, round-faced cat covered in loose, tumbling curls, with a dominant curl gene and a patient, cuddly temperament.',
    lifespan: { min: 10, max: 15 },
    measures: {
      male: { weight: { min: 5, max: 7 }, height: { min: 25, max: 30 } },
      female: { weight: { min: 3, max: 5 }, height: { min: 23, max: 28 } },
    },
    attributes: {
      size: 'small',
      climate: 'temperate',
      exercise: 'moderate',
      grooming: 'moderate',
      training: 'moderate',
    },
    specifics: [
      {
        attribute: 'Coat',
        value: 'Loose, plush curls in shorthaired and longhaired forms; curly whiskers',
      },
      { attribute: 'Gene', value: 'Dominant curl mutation (Se)' },
      { attribute: 'Build', value: 'Cobby and heavy-boned' },
      { attribute: 'Key health tests', value: 'PKD1 DNA test, heart scans' },
    ],
    texts: {
      description: `The Selkirk Rex is a sturdy, heavy-boned cat covered in loose, tumbling curls, from its coat to its whiskers. Unlike the Devon and Cornish Rex, whose coats are caused by recessive genes, the Selkirk's curl is dominant, so a curly cat can produce curly kittens even when mated to a straight-coated partner.

The breed began in 1987 in Montana with a curly-coated shelter kitten named Miss DePesto, who was adopted by the Persian breeder Jeri Newman. Bred to a black Persian, she produced a litter in which half the kittens were curly. The breed is reportedly named after Newman's stepfather, and outcrosses to Persians, Exotics and British and American Shorthairs established its rounded, cobby type.

Selkirks come in shorthaired and longhaired forms and in all colours. Their curls vary with age, season and hormones: kittens are born curly, often lose much of the curl, and develop their adult coat from around eight to ten months, with the full effect at about two years.`,
      temper: `Selkirk Rexes are patient, tolerant and affectionate cats with a playful, slightly clownish side. They generally enjoy being handled and cuddled, which makes them good family companions, and they are relaxed with visitors and other pets.

Their temperament reflects the breeds behind them: the placidity of the Persian combined with the sturdier, more playful spirit of the British and American Shorthairs. They like company but are far less demanding than the more active breeds.`,
    },
    colors: ['#f2f0ec', '#8b949c', '#3c3c3c'],
  },
];
