import type { SeedArticle } from './types';

export const articles2: SeedArticle[] = [
  // ---------------------------------------------------------------- cats: full length
  {
    key: 'chronic-kidney-disease-in-cats',
    title: 'Chronic Kidney Disease in Older Cats',
    excerpt:
      'Kidney disease is one of the commonest reasons an older cat drinks more and loses weight. A vet explains how it is diagnosed and staged, and how diet, hydration and blood pressure control can add years of good life.',
    families: ['cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-02-25',
    content: `Chronic kidney disease (CKD) is one of the conditions I diagnose most often in cats over the age of ten. Figures vary between studies, but roughly one cat in three in that age group has some degree of it, and the proportion keeps climbing through the mid and late teens. The disease is progressive and the damage can't be reversed. Even so, many cats live for years after diagnosis, and the ones that do best are usually those in whom it was found early.

## What the kidneys do, and what goes wrong

Each kidney contains hundreds of thousands of tiny filtering units called nephrons. Together they remove waste products from the blood, keep water, salts and acidity in balance, help to regulate blood pressure and produce the hormone that tells the bone marrow to make red blood cells. In CKD, nephrons are gradually lost and replaced by scar tissue. A single cause is rarely found: old infections, toxins, inherited polycystic kidney disease in Persians and related breeds, and age itself all play a part.

The kidneys have enormous reserve. Around two-thirds to three-quarters of their function can be lost before creatinine, the standard blood marker, rises above its normal range. By the time a cat looks ill, the disease is seldom in its early stages.

## Signs to look out for

- Drinking more, and larger or more frequent clumps in the litter tray
- Gradual weight loss, often most obvious along the spine and hips
- A smaller or fussier appetite, and occasional vomiting
- A dull, scurfy coat
- Breath that smells of ammonia, sometimes with ulcers in the mouth
- Constipation, because the body is short of water
- Weakness and lethargy in the later stages

Several of these overlap with hyperthyroidism and diabetes, the other two common diseases of older cats, so only tests can tell them apart.

## How it is diagnosed

Diagnosis rests on a blood test and a urine sample taken together. Creatinine and urea in the blood, and a newer marker called SDMA, show how well the kidneys are filtering; SDMA tends to rise earlier than creatinine, often once about 40 percent of function has gone. The urine shows whether the kidneys can still concentrate. A healthy cat usually produces very concentrated urine, with a specific gravity above 1.035, while a cat with CKD produces more dilute urine. The sample is also checked for protein and infection.

Vets then stage the disease using the International Renal Interest Society (IRIS) system, from stage 1, with no outward signs and only subtle changes in the tests, to stage 4, advanced disease. Each stage is refined by measuring protein loss in the urine and blood pressure, because both affect how quickly the disease moves on and which treatments help.

## Blood pressure and the eyes

High blood pressure affects a large share of cats with CKD, and it does its damage quietly. The retina is particularly vulnerable: a cat can lose its sight overnight when the retina detaches, and the first thing the owner notices may be wide pupils or a cat walking into furniture. Blood pressure is measured with a small cuff on a leg or the tail, ideally once the cat has had a few minutes to settle in the consulting room. If it is high, a daily tablet such as amlodipine usually brings it under control.

![An elderly tabby cat resting on a blanket](/media/illustrations/senior-pet.webp "large")

## Diet: the treatment with the strongest evidence

Kidney (renal) diets are restricted in phosphorus, contain moderate amounts of high-quality protein and are supplemented with potassium, B vitamins and omega-3 fatty acids. In clinical trials, cats with moderate CKD fed a renal diet lived considerably longer than those kept on an ordinary maintenance food; in one study, more than twice as long. Phosphorus restriction is the key, because phosphate that builds up in the blood drives further kidney damage. If phosphate stays high on the diet alone, a binder powder mixed into each meal reduces how much is absorbed from the gut.

> Never introduce a kidney diet while your cat is nauseous or off its food. Cats readily link a new food with feeling sick and may refuse it for good. Treat the nausea first, then change the diet gradually over two or three weeks. A cat eating its usual food is always better off than a cat eating nothing.

## Keeping the water going in

Because failing kidneys can no longer conserve water, cats with CKD are prone to dehydration, which makes them feel worse and strains the nephrons that are left. Wet food is the easiest way to add water: a pouch is around 80 percent moisture, compared with less than 10 percent for dry food. Many cats drink more from wide bowls placed away from their food, or from moving water. In later stages, your vet may teach you to give fluids under the skin at home. It sounds daunting, but most owners master it within a session or two and most cats accept it calmly.

<div class="product-card" data-id="16" data-title="Encourage every extra sip" data-description="Running, filtered water tempts many cats to drink more, which matters when the kidneys are struggling."></div>

## Other treatments

Depending on the stage, your vet may prescribe anti-sickness medication, an appetite stimulant (one comes as a gel rubbed onto the inside of the ear), potassium supplements, or telmisartan to reduce the loss of protein through the kidneys. In advanced disease the kidneys make less of the hormone that drives red blood cell production, and the resulting anaemia can be treated with injections.

## Monitoring

Once the disease is stable, most cats need a check every three to six months: weight, blood pressure, blood and urine tests. Weigh your cat at home every couple of weeks as well, because steady weight loss is often the first hint that the treatment needs adjusting.

The best protection is to find the disease before it shows. From about seven years of age, ask for a yearly blood and urine test and a blood pressure reading at your cat's check-up, and from ten, every six to twelve months. It is a small price for the extra years that early treatment can buy.`,
    getMore: `**Kidney care at a glance**

- Blood, urine and blood pressure checks every three to six months once diagnosed
- Weigh your cat at home every two weeks and write the numbers down
- Introduce the kidney diet slowly, and never while your cat feels sick
- Wet food, extra water bowls and a fountain to keep fluids up
- Call your vet if your cat stops eating for more than a day, vomits repeatedly or suddenly seems unable to see`,
    imageCaption: 'Regular check-ups from middle age catch kidney disease before the signs appear.',
    hasImage: true,
    isActive: true,
    home: true,
    featured: true,
  },
  {
    key: 'litter-tray-problems',
    title: 'Why Cats Stop Using the Litter Tray, and How to Fix It',
    excerpt:
      'A cat that toilets around the house is telling you something about its health, its tray or its household. A feline behaviour consultant explains how to find the cause and win the cat back.',
    families: ['cats'],
    categories: ['behaviour'],
    author: 'marta-sousa',
    date: '2026-04-28',
    content: `When a cat starts leaving urine or faeces around the house, owners often suspect spite or a sudden lapse in manners. Neither is part of feline psychology. A cat that stops using its tray has a reason, and in my experience it is nearly always one of three: something hurts, something about the tray is wrong, or something in the household feels unsafe. House soiling is one of the most common reasons cats are handed in to shelters, which is a shame, because most cases can be solved once the cause is known.

## Start with the vet

Before changing anything at home, book a check-up. Cystitis, bladder crystals and stones, urinary infections, constipation, kidney disease, diabetes and an overactive thyroid can all send a cat elsewhere, either because they bring urgency and larger volumes of urine or because the cat has come to associate the tray with pain. Arthritis is a frequently missed cause in older cats: climbing over a high side or squatting in a deep tray simply hurts. Your vet may ask for a urine sample and can give you non-absorbent litter to collect one.

> A cat that keeps returning to the tray and straining, but produces little or no urine, needs a vet within hours, not days. Male cats in particular can develop a blocked urethra, which is fatal without treatment. Don't wait to see whether it passes.

## Toileting or marking?

Next, work out whether the cat is toileting or spraying. A cat that is toileting squats, usually on a horizontal surface, and leaves a normal-sized puddle or stool. A spraying cat stands with its tail raised and quivering and squirts a small amount of urine backwards onto something vertical: a curtain, the side of the sofa, a door frame, the shopping bags. Spraying is communication rather than a toilet problem, and it usually points to tension, often with another cat in the home or visiting the garden. The rest of this article is about toileting; for marking, the solution lies in reducing that tension.

## Get the tray right

Cats are far choosier about their toilets than most of the trays sold for them would suggest. Check yours against this list:

- **Number:** one tray per cat, plus one extra, in different places. Two trays side by side count as one.
- **Size:** at least one and a half times the length of your cat from nose to base of tail. Many standard trays are too small for an adult; a large plastic storage box without its lid often works better.
- **Litter:** most cats prefer a fine, soft, unscented clumping litter about 3 to 5 cm deep. Scented litters and deodorising powders are designed for our noses, not theirs.
- **Cleanliness:** scoop at least once and ideally twice a day, and empty and wash the tray regularly with hot water and a mild, unscented detergent.
- **Cover:** some cats like a hood, many don't. A hood traps smells and stops the cat seeing who is approaching. If in doubt, offer one of each.
- **Access:** older or arthritic cats need a low entry. Cutting a section out of one side makes a simple step.

If you want to change the litter, don't switch overnight. Put a tray of the new kind next to the old one and let your cat vote with its paws.

<div class="product-card" data-id="13" data-title="Fine, soft and unscented" data-description="A fine-grained clumping litter that most cats accept readily and that makes twice-daily scooping quick."></div>

## Location matters as much as the tray

A tray in the right place gets used; the same tray in the wrong place gets ignored. Cats want to toilet somewhere quiet and private, but with a view of the room and more than one way out. Avoid busy corridors, spots beside a noisy washing machine or boiler, and anywhere close to food and water bowls. In a multi-cat household, a tray at the end of a narrow utility room can become a trap if another cat sits in the doorway. In a house on several floors, put a tray on each.

![A cat sitting alert on a rug in a quiet corner](/media/illustrations/cat-portrait.webp "fluid")

## What the chosen spot tells you

Where your cat has been going is a useful clue. Soft, absorbent surfaces such as duvets, bath mats and piles of laundry suggest the cat wants a softer substrate than the current litter, or finds squatting painful. Cool, smooth surfaces such as the bath, the sink or a tiled floor often point to a urinary problem or a dislike of the litter itself. Spots near doors and windows suggest the cat is worried about something outside.

## Cleaning up properly

Cats return to places that smell of urine. Ordinary household cleaners don't remove the odour completely, and those containing ammonia smell similar to urine, which only invites a repeat visit. Use a biological or enzymatic cleaner, let it dry fully, and keep the cat away until it has. Avoid disinfectants that turn cloudy in water, which often contain phenols, as these are toxic to cats.

Then change what the spot means. Cats don't like to toilet where they eat, so a few dry biscuits or a food bowl placed on a former accident site can discourage a return. Alternatively, put a tray right on the spot and move it towards where you want it a few centimetres a day.

## What not to do

Never punish a cat for toileting in the wrong place. Rubbing its nose in the mess, shouting or spraying water teaches only that you are frightening, and a frightened cat is more likely to toilet in hidden corners. Shutting the cat in a small room for long periods rarely helps either.

Keep a simple diary of where, when and what you find, alongside any changes in the household. Patterns emerge surprisingly quickly, and the diary is the most useful thing you can bring to your vet or a behaviour consultant if the problem persists.`,
    getMore: `**Litter tray audit**

1. Vet check done, with a urine sample?
2. One tray per cat, plus one, in separate places
3. Each tray one and a half times your cat's length
4. Unscented, fine clumping litter, 3 to 5 cm deep
5. Scooped at least daily, away from food and noisy appliances
6. Accidents cleaned with an enzymatic cleaner`,
    imageCaption: 'Cats want privacy when they toilet, but also a clear view and an escape route.',
    hasImage: true,
    home: true,
  },
  {
    key: 'feeding-your-kitten',
    title: 'Feeding Your Kitten: The First Year',
    excerpt:
      'Kittens grow from a handful to nearly adult size in six months, and their food has to keep up. How much to feed, how often, which food, and why neutering changes the plan.',
    families: ['cats'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2024-08-13',
    content: `No other period of a cat's life is as demanding nutritionally as the first year. A kitten that weighs around a kilogram when it comes home at nine weeks may weigh three or four by its first birthday, and along the way it builds its skeleton, muscles, immune system and adult teeth. Most of that growth happens in the first six months. This is also when a cat forms lifelong food preferences, so what you feed now shapes what it will eat happily as an adult, and whether it will accept a prescription diet if it ever needs one.

## Choose a complete growth food

Feed a food labelled as complete for kittens, for growth, or for all life stages. Growing kittens need more protein, fat, calcium, phosphorus and several vitamins than adult cats, and an adult food, however good, isn't formulated to supply them. Stay with a growth food until about twelve months of age. Large, slow-maturing breeds such as the Maine Coon and the Norwegian Forest Cat keep growing for longer, and your vet may suggest continuing to around eighteen months.

Cats are obligate carnivores, with several needs that set them apart from dogs and from us. They must get taurine from their diet, and a shortage causes heart muscle failure and blindness. They can't make vitamin A from the beta-carotene in vegetables, and they need arachidonic acid, a fat found in animal tissue. Commercial cat foods include all of these, which is why dog food, vegetarian recipes and home-cooked diets not designed by a veterinary nutritionist put a kitten at risk.

## How much, and how often

Weight for weight, a young kitten needs around three times as many calories as an adult cat, but its stomach holds only a little at a time. Small, frequent meals are the answer:

- **8 to 12 weeks:** four meals a day
- **3 to 6 months:** three meals a day
- **6 to 12 months:** at least two meals a day; many cats prefer more, smaller ones

Use the feeding guide on the pack as a starting point. It is usually given by age and by the kitten's current or expected adult weight. Weigh the food on kitchen scales, since a scoop of dry food can be out by a fifth or more, and weigh the kitten too. As a rough guide, a healthy kitten gains about 100 grams a week for its first five or six months. Steady gain, a visible waist and ribs you can feel easily are what you are aiming for.

Many owners leave dry food out all day. While a kitten is growing fast that does little harm, but the habit is hard to break and becomes one of the main routes to obesity once growth slows. Measured meals, or the day's ration divided between puzzle feeders, are better long-term habits.

![A young kitten eating from a shallow bowl](/media/illustrations/kitten.webp "large")

## Wet, dry or both?

Both can be complete and balanced. Wet food supplies a lot of water and is usually lower in calories per gram; dry food is convenient, economical and can be used in feeding toys. I usually recommend offering both during kittenhood, for a practical reason: cats that have only ever eaten one texture often refuse the other later in life. A ten-year-old cat with kidney disease or bladder crystals is far easier to treat if it learned to accept wet and dry food, and several flavours, as a kitten. When you mix the two, work out the share of each from both feeding guides, so the total doesn't creep up.

<div class="product-card" data-id="12" data-title="Wet meals for growing kittens" data-description="Complete pouches for kittens from weaning to twelve months, an easy way to add moisture and variety."></div>

## What to drink

Fresh water, always, in a wide, shallow bowl placed away from the food. Cows' milk isn't needed and often causes diarrhoea, because many cats lose much of their ability to digest lactose after weaning. Special cat milks are low in lactose, but they are a treat with calories, not a drink.

> A kitten that stops eating for a day, has diarrhoea for more than a day or two, or vomits repeatedly should see a vet. Young kittens have small reserves and can become dehydrated or run low on blood sugar far faster than adults.

## Raw food

Raw diets are popular, but they carry real risks for kittens and for the people who handle them. Surveys of commercial raw pet foods regularly find Salmonella, Listeria and antibiotic-resistant E. coli, and in 2018 and 2019 a cluster of tuberculosis cases in British cats was linked to a raw venison product. If you are set on feeding raw, choose a complete commercial food rather than a homemade mix, and be scrupulous about hygiene, especially if there are young children or anyone with a weakened immune system in the house.

## Treats and training

Treats are useful for handling practice, nail trims and getting used to the carrier, but keep them to no more than 10 percent of the daily calories. Pieces of the kitten's own food work just as well for most kittens.

## Neutering changes the sums

Neutering, now commonly carried out at around four months of age, lowers a cat's energy needs by roughly a quarter while its appetite goes up. It is the biggest single turning point for weight gain in cats. In the weeks after the operation, reduce the portion gradually, keep weighing your kitten every month, and adjust according to its shape rather than the pack. Preventing a kitten from becoming a fat adult is much easier than slimming down an adult cat later.`,
    getMore: `**Kitten feeding plan**

- Complete kitten food until 12 months, longer for large breeds
- Four meals at 8 to 12 weeks, three until 6 months, then two or more
- Weigh the food, and weigh the kitten every week
- Offer both wet and dry textures, and a few different flavours
- Water in a wide bowl; no cows' milk
- Cut portions back gradually after neutering`,
    imageCaption:
      'Small, frequent meals suit a kitten whose stomach holds only a little at a time.',
    hasImage: true,
  },

  // ---------------------------------------------------------------- cats: short
  {
    key: 'introducing-a-second-cat',
    title: 'Introducing a Second Cat Without a Turf War',
    excerpt:
      "Cats don't welcome newcomers on sight. A gradual introduction built on scent, separate territory and plenty of resources gives a new friendship its best chance.",
    families: ['cats'],
    categories: ['behaviour', 'adoption'],
    author: 'marta-sousa',
    date: '2024-02-27',
    content: `A dog tends to treat a new companion as a potential friend; a cat treats it as an intruder until proven otherwise. Many cats live contentedly in pairs, but related cats and those raised together get on most easily, and an adult that has been the only cat for years may never want company. If you are still choosing, two littermates adopted together are a safer bet than a kitten added to a settled senior. Match energy where you can: a boisterous youngster can make an older cat's life a misery.

## Smell before sight

Cats identify each other largely by scent, so that is where the introduction begins.

1. Give the newcomer its own room for at least a week, with food, water, a litter tray, a scratching post, a bed and somewhere to hide.
2. Wipe each cat's cheeks with its own clean sock and leave the sock beside the other cat's bed. Swap blankets too.
3. When both cats react calmly to the other's scent, let them take turns exploring each other's territory while the other is shut away.
4. Feed them on opposite sides of the closed door, then with the door ajar behind a mesh screen or a tall baby gate.
5. Progress to short, supervised meetings in a larger room, with a toy or food to keep the mood positive, and end each one before either cat becomes tense.

Some hissing at the start is normal; it is a request for space. Staring, stalking, one cat blocking the other's route to the tray or food, or a cat that stops eating or hides all day are signs to go back a step. Most pairs need a few weeks, and some need a couple of months.

Even once they seem settled, keep resources generous and spread out: separate feeding places, a tray per cat plus one, several high perches and more than one route through the house. Competition over resources lies behind most tension in multi-cat homes.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'hairballs-in-cats',
    title: "Hairballs: What's Normal and When to Worry",
    excerpt:
      'An occasional hairball is part of life with a cat, but frequent ones often point to another problem. Why they form, how to prevent them, and the signs that need a vet.',
    families: ['cats'],
    categories: ['care', 'nutrition'],
    author: 'lucas-ferreira',
    date: '2025-05-20',
    content: `A cat's tongue is covered in tiny backward-facing spines, called papillae, made of the same keratin as its claws. They work like a comb, so a cat that spends hours grooming swallows a fair amount of hair. Most of it passes through the gut and out in the faeces. A hairball forms when hair collects in the stomach faster than it can move on, and the cat brings it up as a damp, sausage-shaped wad, usually after some theatrical retching.

An occasional hairball, especially from a longhaired cat during the spring moult, is nothing to worry about. Frequent ones are another matter. Vets increasingly see regular hairballs as a sign of something else: a cat grooming excessively because of fleas, itchy skin, pain or stress, or a gut moving too slowly because of inflammatory bowel disease or another condition. If your cat produces one more than once or twice a month, mention it to your vet.

Prevention is mostly about getting less hair into the stomach and keeping it moving:

- **Brushing:** daily for longhaired cats, once or twice a week for shorthairs, and more often during the moult.
- **Fibre:** hairball-control foods and treats contain extra insoluble fibre, which helps swallowed hair pass through.
- **Moisture:** wet food and plenty of fresh water keep the gut contents soft.
- **Lubricant pastes:** usually based on liquid paraffin, they help some cats, but shouldn't be given long term without advice because they can reduce the absorption of fat-soluble vitamins.

<div class="product-card" data-id="19" data-no-border="true"></div>

See a vet the same day if your cat retches repeatedly without producing anything, vomits and stops eating, seems lethargic, is constipated or has a tender belly, because a hairball can occasionally block the intestine. And if your cat crouches low with its neck stretched out, apparently trying to bring up a hairball that never appears, it may actually be coughing, a common sign of feline asthma.`,
    hasImage: true,
  },
  {
    key: 'indoor-cat-enrichment',
    title: 'A Richer Life for Indoor Cats',
    excerpt:
      'Indoor cats are safer, but boredom brings weight gain, overgrooming and night-time mayhem. How to give a house cat the hunting, climbing and exploring it needs.',
    families: ['cats'],
    categories: ['lifestyle', 'behaviour'],
    author: 'marta-sousa',
    date: '2026-09-29',
    content: `An indoor cat is safe from traffic, fights and many infectious diseases. The cost is that its world shrinks to a few rooms, and the things it would spend hours doing outside, hunting, patrolling, climbing and watching, have nowhere to go. Boredom shows up as weight gain, overgrooming, yowling at night, ambushes on ankles and shredded furniture. The remedy is to put those behaviours back.

## Play like prey

A hunt follows a sequence: stalk, chase, pounce, catch, then eat. A good play session follows it too. Move a wand toy away from the cat rather than towards it, let it disappear behind a chair, let it flutter on the floor like an injured bird, and allow a real catch at the end. Two or three sessions of five to ten minutes suit most cats better than one long one, and dawn and dusk, when cats are naturally most active, are ideal. Finish with a small meal so the sequence ends with eating. Laser pointers can leave cats frustrated because there is never anything to catch, so end on a toy the cat can grab.

Put wand toys away afterwards, as string and elastic are dangerous if swallowed, and rotate other toys every few days so they stay novel.

<div class="product-card" data-id="15" data-title="A lure worth stalking" data-description="A flexible wand and feather lure for play that follows the hunting sequence."></div>

## Make food a task

Put part of the daily ration in puzzle feeders, scatter dry food for the cat to search out, or hide small portions around the house.

## Go up

Cats feel safer and see more from height. Wall shelves, a sturdy tower and a window perch add territory without taking floor space, and a bird feeder outside the window gives the perch something to watch.

![A cat leaping at a toy](/media/illustrations/cat-play.webp "fluid")

## Smell and taste

About two-thirds of cats respond to catnip, and many of those that ignore it react to silver vine instead. A pot of cat grass gives them something safe to chew.`,
    imageCaption: 'Short, frequent play sessions that end in a catch satisfy the urge to hunt.',
    hasImage: true,
    home: true,
  },
  {
    key: 'kitten-vaccinations',
    title: 'Kitten Vaccinations: What, When and Why',
    excerpt:
      'Why kittens need a course of injections rather than one, which diseases they cover, and how long to wait before your kitten goes outside.',
    families: ['cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2024-04-30',
    content: `Kittens are born with some protection from the antibodies in their mother's first milk. It fades over the first few months, but while it lasts it can also neutralise a vaccine. That is why kittens need a course of injections rather than a single one: we keep vaccinating until we can be confident the maternal antibodies have gone and the kitten's own immune system has responded.

## The core vaccines

Every kitten should be protected against:

- **Feline panleucopenia**, also called feline parvovirus or infectious enteritis: a severe, often fatal disease caused by a virus that survives for months in the environment and can be carried indoors on shoes.
- **Feline herpesvirus and calicivirus**, the two main causes of cat flu. Vaccination doesn't always prevent infection, but it makes the illness much milder.

Depending on lifestyle, your vet may add **feline leukaemia virus (FeLV)**, which spreads through close contact between cats and is recommended for kittens that will go outside, and **rabies**, which is needed for travel abroad and required by law in some places.

## The usual schedule

The first injection is usually given at eight or nine weeks, with repeats every three to four weeks until the kitten is at least sixteen weeks old. Current guidelines then advise a booster at six months, or at a year, to catch any kitten that didn't respond fully. Rabies can be given from twelve weeks. After that, a cat at low risk may need its panleucopenia booster only every three years, while cat flu protection is often renewed yearly, particularly for cats that stay in catteries.

Keep your kitten indoors until one or two weeks after the last injection of the primary course. A quiet day, a smaller appetite or a tender spot afterwards are common and pass quickly; facial swelling, vomiting or laboured breathing are rare and need a vet at once. If the vet injects low on a leg or in the tail, that is deliberate: it follows advice on managing the rare risk of injection-site tumours.`,
    hasImage: false,
  },
  {
    key: 'choosing-a-scratching-post',
    title: 'Choosing a Scratching Post Your Cat Will Actually Use',
    excerpt:
      'Scratching is a need, not a vice. Height, stability, texture and position decide whether your cat chooses the post or the sofa.',
    families: ['cats'],
    categories: ['care'],
    author: 'emily-clarke',
    date: '2025-12-16',
    content: `Scratching isn't bad behaviour, and it isn't really about sharpening claws either. It pulls away the worn outer sheaths of the claws, gives the back and shoulders a full stretch, and leaves a message: a visible mark, plus scent from glands between the toes. A cat raking the sofa is doing something it needs to do, in the spot it considers most important. The job is to offer something it likes better.

What to look for in a post:

- **Height:** enough for the cat to stretch out fully with its front legs extended, which for an adult means at least 80 cm.
- **Stability:** a post that wobbles or topples once is rarely trusted again. Look for a heavy, wide base, or fix the post to the wall.
- **Texture:** most cats prefer a rough surface their claws can catch and shred, such as sisal rope, sisal fabric or corrugated cardboard. Carpet-covered posts teach that carpet is for scratching, which rather defeats the purpose.
- **Direction:** watch what your cat already chooses. A cat that attacks the arm of the sofa wants something vertical; one that claws the rug may prefer a flat cardboard scratcher.

Position matters as much as the post. Cats scratch when they wake and at places they pass through, so put one next to the favourite sleeping spot, one at the entrance to the main living area and one right beside any furniture under attack. A post tucked away in the spare room will be ignored. Draw attention to a new post by trailing a wand toy up it or rubbing in a little catnip.

<div class="product-card" data-id="14" data-title="Tall, steady and wrapped in sisal" data-description="Posts high enough for a full stretch, with platforms for climbing and watching."></div>

While the new habit forms, cover the damaged part of the sofa with a throw or double-sided tape, and keep your cat's claws trimmed. Declawing, which amputates the last bone of each toe, is banned in the UK and much of Europe and is never the answer.`,
    hasImage: true,
  },
  {
    key: 'hyperthyroidism-in-older-cats',
    title: 'Hyperthyroidism: When an Older Cat Eats More but Gets Thinner',
    excerpt:
      'A ravenous appetite, weight loss and yowling at night are classic signs of an overactive thyroid. How it is diagnosed, the four treatment options and why the kidneys need watching.',
    families: ['cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2026-01-27',
    content: `A cat in its teens that is suddenly ravenous, restless and losing weight is showing the classic picture of hyperthyroidism, the commonest hormonal disease of older cats. It is caused by an overactive thyroid gland, almost always because of a benign growth in one or both lobes, and the excess hormone speeds up every system in the body.

Typical signs include:

- weight loss despite a big appetite
- drinking and urinating more
- restlessness, and loud yowling at night
- vomiting, diarrhoea or bulky stools
- an unkempt, greasy or matted coat
- a racing heartbeat, sometimes with a murmur

Diagnosis is usually a blood test for total thyroxine (T4). In early cases the result can be borderline, and your vet may repeat it or add another test.

## Four ways to treat it

**Tablets** (methimazole or carbimazole), given daily, control the disease without curing it. A few cats develop side effects such as vomiting or an itchy face, so blood tests are needed in the first months; if you are pregnant, wear gloves to handle the tablets. A **prescription iodine-restricted diet** works, but only if the cat eats nothing else at all, which rules it out for cats that hunt or raid other bowls. **Surgery** to remove the affected tissue can be curative. **Radioactive iodine**, a single injection, cures the great majority of cats and is often the treatment of choice where it is available, though it means a stay at a specialist centre while the radioactivity falls.

## Watch the kidneys

An overactive thyroid pushes extra blood through the kidneys, which can hide underlying kidney disease. Once the thyroid is controlled, kidney values sometimes rise. For that reason vets often start with tablets and recheck kidney function before recommending a permanent treatment.

Untreated, hyperthyroidism strains the heart and raises blood pressure, which can damage the eyes. Treated, most cats regain weight and are noticeably more like their old selves within a few weeks.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'reading-cat-body-language',
    title: 'Reading Your Cat: Tails, Ears, Eyes and the Slow Blink',
    excerpt:
      'Most scratches and bites are announced well in advance. What your cat is saying with its tail, ears, pupils and posture, and how to stroke it on its own terms.',
    families: ['cats'],
    categories: ['behaviour'],
    author: 'marta-sousa',
    date: '2024-11-12',
    content: `Cats communicate mainly through posture and scent, and their signals are quieter than a dog's. Once you know what to look for, many bites and scratches turn out to have been announced well in advance.

- **Tail straight up**, often with a slight hook at the tip: a friendly greeting, usually offered as the cat walks towards you.
- **Tail twitching or thumping** while you stroke: irritation building. Stop now, before a swipe.
- **Tail held low, tucked or wrapped tight round the body:** anxiety.
- **Ears forward:** interested and relaxed. **Ears turned sideways:** uneasy. **Ears flattened back:** frightened and ready to defend itself.
- **Wide pupils:** high arousal, whether fear, excitement or play, or simply dim light. Read them together with the rest of the body.
- **Slow blinks** and half-closed eyes: relaxed and trusting. Blink slowly back; in one study, cats were more likely to approach a stranger who did.
- **Rolling over to show the belly:** a sign of trust, but rarely an invitation to rub it. Many cats will grab a hand that tries.
- **Rubbing round your legs or butting your hand with its head:** depositing scent and reinforcing a social bond.

Purring usually means contentment, but not always. Cats also purr when they are in pain, unwell or giving birth, so context matters.

## Touch on the cat's terms

Most cats enjoy being stroked around the cheeks, chin and the base of the ears, and many dislike contact on the belly, the base of the tail and the paws. Let the cat choose: hold out a hand and let it come to you, stroke for a few seconds, then pause. If it pushes back into your hand, carry on; if it moves away, it has given its answer. Short, frequent contact suits most cats better than long sessions on the lap, however flattering those may be.`,
    hasImage: false,
  },
  {
    key: 'lilies-and-cats',
    title: 'Lilies and Cats: A Bouquet That Can Kill',
    excerpt:
      'A few grains of lily pollen licked off the fur can cause fatal kidney failure in a cat. Which plants are true lilies, what to do after contact, and safer greenery for the home.',
    families: ['cats'],
    categories: ['health', 'care'],
    author: 'emily-clarke',
    date: '2026-03-17',
    content: `Of all the plants that come into our homes, true lilies are the most dangerous to cats. Every part of plants in the genus Lilium, and of daylilies (Hemerocallis), is toxic: petals, leaves, stems, pollen, even the water in the vase. A cat that brushes past a bouquet and then grooms the pollen off its fur can swallow enough to cause acute kidney failure. Dogs aren't affected in the same way; this is a cat problem.

Within a few hours a poisoned cat may vomit, drool, hide and refuse food. These early signs can ease, giving false reassurance while the kidneys fail over the following one to three days. If you think your cat has had any contact with a lily, take it to a vet straight away, with a piece of the plant if you can, even if it seems perfectly well. Cats given intravenous fluids within the first few hours usually recover; once kidney failure has set in, many do not.

The lilies to keep out of the house altogether include Easter, tiger, Asiatic, Oriental and stargazer lilies, and daylilies. Ask your florist to leave them out of bouquets, and tell the friends and relatives who send you flowers.

Some plants called lilies are something else, with different risks. Peace lilies and calla lilies contain crystals that irritate the mouth and cause drooling, but they don't damage the kidneys. Lily of the valley isn't a true lily either, yet it contains compounds that affect the heart and is dangerous in its own right.

Other common culprits include sago palms, which can cause liver failure, dieffenbachia, aloe vera and devil's ivy. For greenery a curious cat can nibble without harm, consider spider plants, Boston ferns, calatheas, parlour palms and a pot of cat grass.`,
    hasImage: true,
  },
  {
    key: 'travelling-with-a-cat',
    title: 'Travelling with a Cat: From the Carrier to the Border',
    excerpt:
      'Vet visits, house moves and trips abroad all start with the carrier. How to make it a safe place, keep car journeys calm and get the paperwork right for crossing borders.',
    families: ['cats'],
    categories: ['lifestyle'],
    author: 'emily-clarke',
    date: '2025-07-29',
    content: `Most cats would rather stay at home, but vet visits and house moves mean every cat has to travel sometimes.

## Make the carrier part of the furniture

A cat that only sees the carrier before a trip to the vet soon learns to vanish when it appears. Leave it out all the time, door open, with a familiar blanket inside, and drop a treat in now and then. Choose a sturdy carrier with a top door or a removable lid, so a nervous cat can be lifted out, or examined in the bottom half, rather than tipped out.

<div class="product-card" data-id="18" data-title="A carrier that opens from the top" data-description="Top and front doors make it easier to lift a reluctant cat in and out."></div>

## In the car

- Wedge the carrier in the footwell behind a front seat, or secure it with a seat belt. Never let a cat loose in the car.
- Drape a towel over part of the carrier so the cat can hide.
- If your cat tends to be car sick, skip its meal for a few hours beforehand.
- On long journeys, offer water at stops, and only open the carrier with the doors and windows shut.

For very anxious cats, your vet can prescribe a calming medication to give a couple of hours before the trip.

![A cat peering out of a travel carrier](/media/illustrations/travel.webp "fluid")

## Crossing borders

Within the EU, a cat needs a microchip, a rabies vaccination given at least 21 days before travel, and an EU pet passport. From Great Britain or other countries outside the EU, you normally need an animal health certificate issued by an official vet shortly before departure, and some routes also require a rabies antibody blood test months ahead. The tapeworm treatment demanded of dogs entering the UK, Ireland, Finland, Malta and Norway does not apply to cats. Check official sources well in advance, as rules change.

After a move, keep your cat indoors for at least two weeks while it learns that the new house is home.`,
    imageCaption: 'A carrier left out at home becomes a familiar den rather than a warning sign.',
    hasImage: true,
    home: true,
  },
  {
    key: 'adopting-an-adult-cat',
    title: 'Why an Adult Cat Might Be the Right Choice',
    excerpt:
      'Kittens leave rescue centres quickly while adult cats wait. What you gain by adopting a grown cat, what to ask the centre, and how to help a new arrival settle.',
    families: ['cats'],
    categories: ['adoption'],
    author: 'marta-sousa',
    date: '2026-06-16',
    content: `Kittens tend to leave rescue centres within days; adult cats, especially those over seven or eight, can wait for months. That is a pity, because for many households an adult is the better match. Its personality is already formed, and the staff can usually tell you whether it likes being picked up, tolerates children, has lived with dogs or other cats, and is used to going outdoors. It has probably also outgrown climbing the curtains.

Questions worth asking at the centre:

- Why was the cat handed in, and what is known about its previous home?
- How does it react to handling, visitors and other animals?
- Has it lived indoors, outdoors or both?
- Does it have any health conditions, medication or special diet?
- Is it neutered, vaccinated, microchipped and tested for FIV and FeLV?

Don't judge a cat by its behaviour in a pen. Shelters are noisy and full of strange smells, and the cat pressed into the back corner may turn out to be a confident companion at home. A positive FIV test shouldn't rule a cat out either: many infected cats live a normal lifespan, and the virus spreads mainly through deep bite wounds, so it rarely passes between cats that get along.

## The first weeks

Prepare one quiet room with food, water, a litter tray, a scratching post and a hiding place, such as a cardboard box on its side. Spend time there reading or working, and let the cat approach you rather than the other way round. Keep to the food the centre was using and change it gradually later, if at all. A confident cat may be exploring the whole house within days; a shy one can take weeks, occasionally a couple of months. If the cat is eventually to go outside, wait at least three or four weeks, until it clearly treats your house as home.`,
    hasImage: true,
  },
  {
    key: 'helping-an-overweight-cat-lose-weight',
    title: 'Helping an Overweight Cat Lose Weight Safely',
    excerpt:
      'Extra weight raises the risk of diabetes and arthritis, but a crash diet can trigger a dangerous liver disease. How to check body shape and slim a cat down slowly.',
    families: ['cats'],
    categories: ['nutrition', 'health'],
    author: 'lucas-ferreira',
    date: '2025-10-21',
    content: `Surveys in Europe and North America suggest that somewhere between a third and half of pet cats are overweight. Indoor life, neutering and dry food left out all day all contribute, and the extra weight is far from harmless: overweight cats are several times more likely to develop diabetes and are more prone to arthritis, urinary problems and skin trouble from being unable to reach their backs to groom.

## Check the shape, not just the scales

A healthy cat can weigh 3 kg or 6 kg depending on its frame, so the number alone says little. Run your hands along the sides: you should feel the ribs easily under a thin layer of fat. From above there should be a visible waist behind the ribs, and from the side only a small pad of fat under the belly. Your vet can score body condition and set a realistic target weight.

## Slowly does it

Crash diets are dangerous for cats. A cat that eats too little, particularly an overweight one, can develop hepatic lipidosis, a serious liver disease in which fat floods the liver. Aim to lose about 0.5 to 1 percent of body weight a week, which for a very overweight cat means months rather than weeks.

- Weigh every meal, including any dry food used in toys.
- Ask your vet about a weight-loss diet: higher in protein and fibre, to preserve muscle and help the cat feel full, and fortified so that fewer calories don't mean fewer nutrients.
- Split the ration into three or four small meals, or feed it from puzzle feeders.
- Count the extras. A 10 g cube of cheddar has about 40 kcal, close to a fifth of what a typical neutered 4 kg indoor cat needs in a day.
- In multi-cat homes, a microchip-operated feeder stops one cat finishing another's bowl.
- Reweigh every two to four weeks and adjust.

Any cat that stops eating for more than a day while on a diet needs to see a vet promptly.`,
    hasImage: false,
  },
  {
    key: 'dental-disease-in-cats',
    title: 'Dental Disease in Cats: The Pain They Hide',
    excerpt:
      'Most adult cats have some dental disease, and very few show it. The subtle signs, the three problems vets see most, and what actually prevents them.',
    families: ['cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2026-10-27',
    content: `Most cats over the age of three have some degree of dental disease, and very few show it in an obvious way. A cat with a sore mouth usually keeps eating, because it has to. The signs are subtle: bad breath, drooling, dropping food, chewing on one side, swallowing kibble whole, a new preference for soft food, pawing at the face, or an untidy coat because grooming has become uncomfortable. Many owners only realise how much pain their cat was in when it becomes playful again after treatment.

## Three common problems

- **Periodontal disease.** Plaque hardens into tartar, inflames the gums and gradually destroys the tissues that hold each tooth in place.
- **Tooth resorption.** The cat's own cells break down the structure of the tooth, often starting at the gum line, where it can look like a small red patch of gum growing into the tooth. It affects a large proportion of adult cats, its cause is unknown, and the lesions are painful once exposed. Much of the damage lies below the gum and shows only on dental X-rays.
- **Gingivostomatitis.** Severe, painful inflammation at the back of the mouth, thought to be an overreaction of the immune system to plaque, and linked to calicivirus. Where medication fails, removing most or all of the teeth usually brings lasting relief.

## Treatment and prevention

A proper dental assessment needs a general anaesthetic, so that every tooth can be probed and X-rayed and the tartar cleaned from under the gums, where the disease actually progresses. Cleaning without anaesthesia only polishes the visible crowns.

At home, daily brushing is the most effective prevention. Start in kittenhood if you can, with a finger brush or a small soft brush and a toothpaste made for pets. Over a few weeks, progress from letting your cat lick paste off your finger to brushing the outer surfaces of the back teeth, where tartar builds up fastest. If brushing is impossible, dental diets and treats carrying the Veterinary Oral Health Council (VOHC) seal have been shown to reduce plaque or tartar.`,
    hasImage: false,
  },
];
