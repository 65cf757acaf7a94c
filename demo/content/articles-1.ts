import type { SeedArticle } from './types';

export const articles1: SeedArticle[] = [
  // ---------------------------------------------------------------- dogs: full length
  {
    key: 'living-well-with-canine-arthritis',
    title: 'Living Well with Canine Arthritis',
    excerpt:
      'Stiffness after a nap and a new reluctance to jump into the car are often the first signs of osteoarthritis. A vet explains how weight, exercise, home changes and modern pain relief keep arthritic dogs active.',
    families: ['dogs'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-11-04',
    content: `Osteoarthritis is the most common cause of chronic pain in dogs, and one of the most under-recognised. Dogs rarely cry out or limp dramatically; they simply slow down, and because the change happens over months, owners tend to put it down to age. "He's just getting old" is the sentence I hear most often in the consulting room, usually about a dog who, once his pain is treated, turns out not to be so old after all.

Arthritis can't be cured, but it can be managed very well. Most dogs stay comfortable and active for years with a combination of weight control, sensible exercise, a few changes at home and the right medication.

## What is happening inside the joint

In a healthy joint, the ends of the bones are covered in smooth cartilage and bathed in lubricating fluid. In osteoarthritis the cartilage gradually thins and cracks, the joint capsule thickens and becomes inflamed, and the body lays down extra bone around the edges. The joint becomes stiff and painful, so the dog uses it less; the muscles around it weaken, which puts even more strain on the joint. Breaking that cycle is the aim of every treatment.

Nor is it only a disease of old age. Many cases begin with a developmental problem such as hip or elbow dysplasia, or after an injury such as a ruptured cruciate ligament, so a large-breed dog can show signs well before its fifth birthday.

## Signs to watch for

- Stiffness when getting up after a rest, which eases after a few minutes of walking
- Hesitating before jumping into the car or onto the sofa, or avoiding the stairs
- Lagging behind on walks, sitting down halfway or wanting to turn for home early
- Licking or nibbling at one particular joint
- A change in temperament: grumpiness when touched, or less interest in play
- Muscle loss over the hindquarters, so the spine and hip bones feel more prominent

If you recognise two or more of these, book a check-up. Your vet will feel each joint for pain, swelling and reduced range of movement, and may suggest X-rays.

## Weight: the treatment that costs nothing

Every spare kilogram is carried by sore joints with every step. In a well-known lifetime study of Labrador Retrievers, dogs fed to stay lean lived a median of almost two years longer than their littermates and developed osteoarthritis later and less severely. For an overweight arthritic dog, losing as little as 6 to 8 percent of body weight can produce a visible improvement in lameness. Ask your vet for a target weight and a feeding plan, and weigh the food rather than trusting a scoop.

## Exercise: little and often

Arthritic dogs still need exercise, because muscle is what supports the joints. What they cope with badly is inconsistency: a short stroll on weekdays and a three-hour hike on Sunday is a recipe for a sore Monday. Aim for two or three walks of similar length every day, on soft ground where possible. Swimming and hydrotherapy build muscle without loading the joints, and a veterinary physiotherapist can design exercises to do at home. Swap ball-chasing, with its sudden stops and twists, for scent games.

## Make the home arthritis-friendly

Slippery floors are a real hazard for stiff legs. Runners or rugs on tiles and wooden floors give grip, a ramp helps with the car, and a baby gate stops unsupervised attempts at the stairs. Keep nails short, because long nails change the way the foot meets the ground. Where the dog sleeps matters too: a thick, supportive bed that keeps hips and elbows off the hard floor makes getting up in the morning much easier.

<div class="product-card" data-id="3" data-title="A bed that supports sore joints" data-description="Memory foam spreads your dog's weight evenly and keeps elbows and hips off cold, hard floors."></div>

![An older dog resting comfortably on a cushioned bed](/media/illustrations/senior-pet.webp "large")

## Medication and supplements

Pain relief is not a last resort. It is what allows a dog to keep moving, and movement is what keeps the joints working. Non-steroidal anti-inflammatory drugs (NSAIDs) such as meloxicam and carprofen are the mainstay, and a newer option is a monthly injection of a monoclonal antibody that blocks nerve growth factor, one of the key messengers of arthritis pain. Dogs on long-term medication should have regular blood tests.

> Never give your dog painkillers from your own medicine cabinet. Ibuprofen, naproxen and paracetamol can cause stomach ulcers, kidney failure or liver damage in dogs, even at doses that seem tiny. If your dog is in pain, phone us: there is almost always something safe we can prescribe the same day.

Of the many joint supplements on the market, omega-3 fatty acids from fish oil (EPA and DHA) have the best evidence behind them, and some prescription joint diets contain them at therapeutic levels. Glucosamine and chondroitin are widely used and safe, although the evidence for them is weaker. Agree doses with your vet rather than relying on the packet.

With the right plan, most arthritic dogs get a good part of their spark back. Keep a simple diary of good and bad days: it is the most useful thing you can bring to a follow-up appointment.`,
    getMore: `**Arthritis care checklist**

- Weigh your dog every month and keep the ribs easy to feel
- Two or three walks a day, of similar length every day
- Non-slip rugs on hard floors and a ramp for the car
- Nails trimmed every few weeks
- Pain relief and blood tests reviewed with your vet every three to six months
- A diary of good and bad days to take to each appointment`,
    imageCaption: 'Soft, supportive bedding makes getting up easier for stiff joints.',
    hasImage: true,
    isActive: true,
    home: true,
    featured: true,
  },
  {
    key: 'how-to-read-a-dog-food-label',
    title: 'How to Read a Dog Food Label',
    excerpt:
      'What "rich in chicken" really means, why fresh meat at the top of the ingredients list can mislead, and how to compare wet and dry foods on a dry matter basis.',
    families: ['dogs'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2024-09-17',
    content: `A bag of dog food carries more regulated information than much of what you buy for yourself, but it is written in a language of its own. Once you can read it, the label tells you what the food is for, roughly what is in it and how much to feed. This is how I go through one, using the rules that apply to pet food sold in the European Union.

## Complete or complementary?

Start by looking for the words "complete feed" or "complementary feed". A complete food is formulated to provide everything a dog needs when fed on its own in the recommended amounts. A complementary food, a category that includes treats, toppers and many tins of plain meat, is not, and feeding it alone for weeks can lead to deficiencies. If a food doesn't say it is complete, assume it isn't.

Next, check the life stage. Puppy foods contain more energy, protein and calcium for growth, and large-breed puppies need a food with carefully controlled calcium. A food labelled for "all life stages" has to meet the needs of growing puppies, which means it can be richer than a sedentary adult needs.

## What the name is telling you

The product name follows percentage rules set out in the European pet food industry's [code of good labelling practice](https://europeanpetfood.org/self-regulation/labelling/) (FEDIAF):

1. "Chicken menu", "chicken dinner" or chicken named as the food itself: at least 26% chicken
2. "Rich in chicken", "high in chicken" or "extra chicken": at least 14%
3. "With chicken": at least 4%
4. "Chicken flavour": less than 4%, and possibly only a flavouring

So two bags with almost identical pictures on the front can contain very different amounts of the ingredient you are paying for.

## The ingredients list

Ingredients are listed in descending order of weight as they go into the mix. This flatters fresh meat, which is around 70% water: "fresh chicken" at the top of the list may contribute less protein to the finished kibble than "dried chicken protein" a few places further down. Ingredients can also be declared by category, such as "meat and animal derivatives" or "cereals", which is legal but tells you much less.

Don't be alarmed by the word derivatives. It covers liver, heart and other organs that are more nutritious than muscle meat. And "grain-free" is not automatically better: most dogs digest cooked grains perfectly well, and grain-free diets heavy in peas and lentils have been investigated for a possible link with a heart disease, dilated cardiomyopathy.

## Analytical constituents

This box gives protein, fat content, crude fibre and crude ash (the mineral content) as percentages, plus moisture when it exceeds 14%. Wet and dry foods can't be compared until you take the water out. Divide each figure by the dry matter (100 minus the moisture) and multiply by 100:

- Dry food with 25% protein and 10% moisture: 25 ÷ 90 × 100 = 28% protein on a dry matter basis
- Wet food with 9% protein and 80% moisture: 9 ÷ 20 × 100 = 45% protein on a dry matter basis

The tin that looked low in protein turns out to be considerably higher.

> Treat the feeding guide as a starting point, not a prescription. It is calculated for an average dog of that weight, and neutered, older or less active dogs often need 10 to 20 percent less. Weigh your dog every month and adjust the portion so the ribs are easy to feel but not to see.

## Energy content

Many foods now state their energy density in kcal per 100 g or per kg. This is the number to compare when you switch brands, because two kibbles can differ by 20 percent or more: a dog that thrived on 200 g of one food may put on weight eating 200 g of the next.

![A weighed portion of kibble in a steel bowl](/media/illustrations/food-bowl.webp "fluid")

## Additives and the small print

Additives include nutritional ones, such as vitamins, trace elements and amino acids, and technological ones, such as preservatives and antioxidants. Mixed tocopherols (vitamin E) and rosemary extract are common natural preservatives. The label must also give a batch number, a best-before date and a way of contacting the manufacturer, which is useful if you ever need to report a problem or want to ask how the recipe is formulated.

<div class="product-card" data-id="1" data-no-border="1"></div>

A good label doesn't guarantee a good food, but it lets you ask the right questions. If a manufacturer can't tell you how many calories are in a cup of their food, or who formulates their recipes, that is a useful answer in itself.`,
    getMore: `**Label check in 60 seconds**

1. Complete or complementary?
2. Right life stage for your dog?
3. Energy in kcal per 100 g, to set the portion
4. Protein and fat on a dry matter basis, if you are comparing wet with dry
5. Batch number and best-before date, in case you need to contact the maker`,
    imageCaption: 'Weighing each meal is the simplest way to follow a feeding guide accurately.',
    hasImage: true,
    home: true,
    featured: true,
  },
  {
    key: 'loose-lead-walking-step-by-step',
    title: 'Loose-Lead Walking: A Step-by-Step Plan',
    excerpt:
      "Pulling works for your dog, which is why it persists. A trainer's six-step plan for walks where the lead hangs in a relaxed J, plus the mistakes that quietly undo progress.",
    families: ['dogs'],
    categories: ['behaviour'],
    author: 'tom-hargreaves',
    date: '2026-03-03',
    content: `Of all the problems people bring to my classes, pulling on the lead is the most common and the most underestimated. It is not a minor irritation. A dog hitting the end of its lead fifty times a walk strains its neck and your shoulder, and a strong puller can knock a person off their feet. The good news is that any dog can learn to walk on a loose lead. The less good news is that it takes consistency, because for most dogs pulling has been working for years.

## Why dogs pull

The reason is unglamorous: pulling gets them where they want to go. Every time a dog leans into the lead and you follow, pulling is rewarded. Add the fact that dogs naturally walk faster than we do, and that the pavement is full of fascinating smells, and a tight lead becomes the default. Training simply changes what pays.

## Set yourself up to succeed

Sort out the equipment first. A well-fitted harness, ideally one with a ring on the chest as well as the back, turns the dog gently towards you when it pulls and protects the throat while it is still learning. Use a fixed lead of 1.5 to 2 metres; retractable leads teach a dog that tension means more distance, which is the opposite of what we want. And take plenty of small, soft treats. Early on you may use a hundred in a session.

<div class="product-card" data-id="4" data-title="A harness that works with your training" data-description="Padded straps and an adjustable fit keep the harness comfortable and in place while your dog learns."></div>

## The plan, step by step

1. **Reward the position.** Choose a side. Indoors, with no distractions, give a treat right next to your leg whenever your dog is there. Deliver it at the seam of your trousers, not in front of you, or you will teach the dog to forge ahead.
2. **Add movement.** Take one step; if the dog stays with you, reward. Then two steps, then five. In the first days, expect to reward every few steps.
3. **Stop when the lead tightens.** The moment the lead goes tight, stand still. Don't jerk it and don't speak. As soon as the dog moves back towards you and the lead slackens, say "yes" and walk on. The dog learns that a loose lead is what makes you move.
4. **Use a U-turn.** If your dog is too excited to notice you have stopped, turn cheerfully and walk the other way, rewarding as it catches up with you.
5. **Raise the difficulty slowly.** Garden, then a quiet street, then busier places. Every new environment is a new lesson, so lower your expectations and raise your rate of reward.
6. **Let the dog be a dog.** Use a release cue such as "go sniff" to give your dog time to explore on a longer length of lead. Sniffing is a reward in its own right and can be used just like a treat.

![A dog trotting beside its owner on a slack lead](/media/illustrations/dog-walk.webp "fluid")

## Consistency is everything

If you apply the rules only some of the time, you teach a persistent dog that pulling sometimes works, and intermittent success is exactly what keeps a behaviour going. For the first few weeks that may mean shorter walks with more training and fewer destinations. On days when you genuinely can't train, such as a rushed trip to the vet, clip the lead to a different point on the harness, so the dog learns that the training set-up always means the rules apply.

> Walk to the end of your road and back on a loose lead and you have achieved more than an hour of being towed round the park. Treat it as a skill you are building together, not a walk you are getting through.

## Common mistakes

- **Asking too much too soon.** An excited dog in a new place can't learn. Burn off some energy with a game in the garden first, or start somewhere calmer.
- **Rewarding late.** The treat has to arrive while the lead is still loose, not after the dog has surged ahead again.
- **Long outings too early.** A two-hour walk spent practising pulling undoes a week of careful work.
- **Relying on corrections.** Lead jerks, choke chains and prong collars may suppress pulling briefly, but they cause pain and stress, and studies link aversive methods to more fear and aggression.

![Practising position in a quiet room at home](/media/illustrations/training.webp "square")

Most dogs improve clearly within two or three weeks of daily practice, although adolescent dogs often go through a phase of apparently forgetting everything. Keep going. The day you realise you are walking with your arm relaxed and your mind on the scenery, you will know it was worth it.`,
    getMore: `**Before your next walk**

- Harness fitted: two fingers fit under every strap
- Fixed lead, 1.5 to 2 metres
- A pouch of pea-sized soft treats
- A quiet route for training days, a longer one for sniffing days

Next, read "Building a Recall You Can Trust" for the other half of a stress-free walk.`,
    imageCaption: 'A loose lead hangs in a relaxed J-shape between dog and handler.',
    hasImage: true,
    isActive: true,
    home: true,
  },
  {
    key: 'your-puppys-first-week-at-home',
    title: "Your Puppy's First Week at Home",
    excerpt:
      'The first seven days set up toilet habits, sleep and confidence, and they fall right in the middle of the socialisation window. A day-by-day guide to getting them right.',
    families: ['dogs'],
    categories: ['adoption'],
    author: 'tom-hargreaves',
    date: '2024-12-03',
    content: `Bringing a puppy home is one of the most exciting days in a dog owner's life, and one of the most tiring. The first week establishes habits for toileting, sleeping and being left alone, and it also falls in the middle of the most important period of a puppy's social development. A little planning makes it easier on everyone, the puppy included.

## Before the puppy arrives

Puppy-proof the rooms it will use: lift cables, shoes and houseplants out of reach, and put a baby gate across the stairs. Decide where the puppy will sleep, ideally in a crate or a small pen with a soft bed, and where its toilet spot outside will be. Ask the breeder or rescue which food the puppy is eating and buy the same one. This is not the week to change diet.

Register with a vet and book a first check within the first few days. The vet will examine the puppy, scan its microchip, which is a legal requirement in Portugal, the UK and many other countries, and plan the rest of the vaccination course.

## Day one: keep it quiet

Collect the puppy in the morning if you can, so it has the whole day to explore before its first night. Resist the temptation to invite everyone round to meet it. A puppy of eight or nine weeks has just lost its mother, its littermates and everything familiar. It needs calm, short play sessions and a great deal of sleep: young puppies sleep 18 to 20 hours a day, and an overtired puppy becomes the frantic, bitey one people assume is misbehaving.

## Toilet training from the first hour

Take the puppy to its toilet spot:

- as soon as it wakes up
- within a few minutes of eating or drinking
- after every play session
- at least every hour or two during the day
- whenever it starts sniffing the floor or circling

Stand quietly and wait. When the puppy goes, praise it gently and give a treat right there, not once you are back indoors. Clean indoor accidents with an enzymatic cleaner, since ammonia-based products smell like urine to a dog, and say nothing. Telling a puppy off only teaches it to hide from you when it needs to go.

![A young puppy curled up asleep in its bed](/media/illustrations/puppy.webp "square")

## The first nights

Most puppies cry for the first few nights. Putting the crate or pen beside your bed for the first week or two lets you reassure the puppy with a hand and hear when it needs to go out, which at this age is usually once or twice a night. Once it is sleeping through, you can move the bed gradually to where you want it to stay.

## Start socialising, safely

Between roughly three and fourteen weeks of age, puppies accept new people, animals, sounds and surfaces as normal parts of life with remarkable ease. By the time a puppy comes home, much of that window has already passed, so don't wait until the vaccinations are complete to begin. Carry the puppy to watch traffic, let it meet calm, vaccinated adult dogs in a friend's garden, walk it on different floors, and let it hear the vacuum cleaner from another room. Aim for many short, pleasant experiences, never overwhelming ones.

> A puppy should meet the world before it is allowed to walk around in it. Carry it outside, introduce it to healthy dogs you know and book a well-run puppy class. The risk of infection in those settings is low; the risk of raising a fearful adult dog by missing this period is much higher. (Ana Ribeiro, veterinarian)

## Teach the puppy that being alone is normal

From the first days, leave the puppy for a few minutes at a time in its pen with something to chew while you are in another room, and come back before it gets upset. Building up slowly now prevents separation problems later. Serving part of each meal in a puzzle feeder is a simple way to give the puppy something absorbing to do when you step away.

<div class="product-card" data-id="8"></div>

## Mouthing is normal

Puppies explore with their mouths, and their teeth are sharp. When teeth touch skin, stop playing for a few seconds and offer a toy instead. If the biting gets wild, the puppy is usually overtired: a quiet break and a nap fix more nipping than any correction.

By the end of the week you will both be short of sleep, but you will have a puppy that knows where to toilet, where to sleep and that the world is an interesting rather than a frightening place.`,
    getMore: `**First-week checklist**

- Same food as the breeder or rescue, for at least two weeks
- Vet check booked for the first few days, with the vaccination record
- Microchip details registered in your name
- Crate or pen beside your bed for the first nights
- Toilet trips on waking, after meals, after play and every one to two hours
- Five new, pleasant experiences a day, carried if not yet vaccinated
- A few minutes alone in the pen each day, with something to chew`,
    imageCaption: 'Young puppies need 18 to 20 hours of sleep a day.',
    hasImage: true,
    home: true,
    featured: true,
  },
  {
    key: 'dental-care-for-dogs',
    title: 'Dental Care for Dogs: Brushing, Chews and Professional Cleaning',
    excerpt:
      'Most dogs have some gum disease by the age of three, and small breeds are hit hardest. How to brush, which chews are worth buying and why a proper cleaning always needs an anaesthetic.',
    families: ['dogs'],
    categories: ['care'],
    author: 'ana-ribeiro',
    date: '2025-02-11',
    content: `Periodontal disease is the most common health problem in adult dogs, and it is largely preventable. Most dogs show some gum disease by the time they are three, and small breeds, whose teeth are crowded into little jaws, are affected earliest and worst. Dogs hide mouth pain extremely well, so it often goes unnoticed until a tooth is loose or an abscess swells up under the eye.

## How dental disease develops

Within hours of a clean, a film of saliva proteins and bacteria called plaque builds up on the teeth. Left alone, plaque begins to mineralise into hard, yellow-brown tartar within a few days. Tartar itself is mostly a cosmetic problem; the real damage happens below the gum line, where bacteria cause inflammation (gingivitis) and then destroy the ligament and bone that hold the tooth in place (periodontitis). Gingivitis is reversible. Periodontitis is not.

Signs to look for:

- bad breath, beyond the usual doggy smell
- red or bleeding gums, especially above the upper back teeth
- brown tartar at the gum line
- chewing on one side, dropping food or avoiding hard chews
- pawing at the mouth, or a swelling below the eye

## Brushing: the gold standard

Nothing beats brushing, because it is the only method that removes plaque from every tooth surface. Daily is ideal. Plaque is soft for the first day or two and comes away easily, but brushing only once or twice a week has little effect.

1. Use a toothpaste made for dogs. Human toothpaste is meant to be spat out, and some contain xylitol, which is poisonous to dogs.
2. Start with a finger: let your dog lick a little paste off it, then rub it along the outer surfaces of the teeth.
3. Introduce a soft brush, either a finger brush or a small child's toothbrush, held at 45 degrees to the gum line.
4. Concentrate on the outer surfaces of the canines and back teeth; the tongue keeps the inner surfaces fairly clean.
5. Keep sessions under a minute and finish with something your dog loves.

Most dogs accept brushing within two or three weeks if it is introduced gradually and never forced.

![A relaxed dog having its mouth checked](/media/illustrations/dog-portrait.webp "fluid")

## Chews, diets and water additives

Dental chews and diets work mechanically, scraping the tooth surface as the dog chews, or chemically, by binding the minerals that turn plaque into tartar. They help, particularly for dogs that won't tolerate a brush, but they don't replace brushing. Choose products that have been tested in clinical trials; the seal of the Veterinary Oral Health Council (VOHC) is a useful shortcut. Chews contain calories, so reduce the day's food slightly to make room for them.

<div class="product-card" data-id="6" data-title="Daily dental chews"></div>

## What to avoid

Hard objects are a leading cause of broken teeth. The large upper premolar at the back of the mouth, the carnassial tooth, can split when a dog bites down on antlers, bones, hooves, nylon bones or hard plastic. Use the thumbnail test: if you can't make a dent in a chew with your thumbnail, it is too hard for your dog's teeth. Tennis balls are abrasive too, and gradually wear down the teeth of dedicated fetchers.

> A professional dental cleaning is always done under general anaesthetic. It is the only way to clean below the gum line, probe every tooth and take dental X-rays, which reveal problems in the roots that are invisible from outside. So-called anaesthesia-free cleaning polishes the visible crown and leaves the disease exactly where it was.

## Check-ups and cleanings

Ask your vet to look in your dog's mouth at every annual check. When a cleaning is needed, the dog is anaesthetised, the teeth are scaled above and below the gum line and polished, and each tooth is assessed, with extraction of any that can't be saved. Many owners are surprised at how much brighter and more playful their dog is afterwards: it had been living with a toothache nobody noticed.

The best time to start is with a puppy, once the adult teeth are through at around six or seven months. Make brushing part of the evening routine, and it simply becomes something your dog expects.`,
    getMore: `**A weekly dental routine**

- Brush daily, or at the very least every other day
- Lift the lips once a week and look at the gum line of the back teeth
- One tested dental chew a day, with the calories taken off the meal
- Swap hard chews that fail the thumbnail test for softer ones
- A mouth check at every annual vet visit`,
    imageCaption: 'Lift the lips once a week: red gums and brown tartar are early warnings.',
    hasImage: true,
    home: true,
  },
  {
    key: 'hiking-with-your-dog',
    title: 'Hiking with Your Dog: Planning a Day on the Trail',
    excerpt:
      'Fitness, route choice, what to pack and the hazards you only meet in the hills, from grazing cattle to pine processionary caterpillars.',
    families: ['dogs'],
    categories: ['lifestyle'],
    author: 'emily-clarke',
    date: '2026-04-14',
    content: `There are few better ways to spend a day than walking a mountain trail with a dog, and few quicker ways to ruin one than discovering halfway up that your dog is limping, out of water or nose-deep in a line of processionary caterpillars. A day hike needs only a little more planning for a dog than for a person, but that planning matters.

## Is your dog ready?

Fitness builds the same way for dogs as it does for us. A dog used to forty minutes around the park won't manage a six-hour ridge walk comfortably, however keen it is at the start. Lengthen your weekend walks gradually over a month or so, and include some hills.

Age matters too. Puppies shouldn't go on long, strenuous hikes until their growth plates have closed, which happens at around a year in small breeds and at 18 months or later in large and giant ones. Older dogs, flat-faced breeds and heavy-coated breeds all need shorter routes, cooler days and more rest stops.

## Choosing a route

Check the rules before you go. Some nature reserves and national parks restrict dogs or require them on a lead at all times, especially during the nesting season. Look for water along the way and shade for breaks, and avoid long stretches of hot rock or sharp scree that are hard on paws. In summer, start at dawn and be off exposed ground before midday.

Tell someone where you are going and when you expect to be back, and save the number of a vet near the trailhead before you lose mobile signal. In remote valleys, the nearest clinic may be an hour's drive away.

## What to pack

- **Water and a collapsible bowl.** A dog can easily drink a litre or more on a long, warm walk. Offer water little and often rather than letting it gulp from streams.
- **Food.** An extra small meal or some high-energy treats for long days.
- **A harness and a fixed lead.** A harness stays comfortable for hours and gives you a handle to help your dog over awkward steps.
- **Poo bags**, and the willingness to carry them back out.
- **A first-aid kit**, with a tick remover, bandages, saline and a foil blanket.
- **ID.** A tag with your phone number on the collar, in addition to the microchip.

<div class="product-card" data-id="29" data-title="Pack a first-aid kit" data-description="Compact enough for a day pack, with the essentials for treating cuts, ticks and sore paws until you reach a vet."></div>

![A dog resting beside a rucksack on a mountain path](/media/illustrations/travel.webp "large")

## Hazards on the trail

**Livestock.** Keep your dog on a lead near sheep, goats and cattle. Cows with calves can be aggressive towards dogs. If cattle charge, let go of the lead so that you and your dog can each get away.

**Pine processionary caterpillars.** In Portugal, Spain and much of southern Europe, these hairy caterpillars leave their silk nests in pine trees and cross paths in head-to-tail lines, mostly between January and April. Their hairs cause severe, painful swelling of the tongue and mouth if a dog sniffs or licks them. Avoid pine woods in season; if contact happens, rinse the mouth with plenty of water without rubbing and go straight to a vet.

**Ticks and grass seeds.** Check your dog all over at the end of the day, paying attention to the ears, armpits, groin and between the toes. Barbed grass seeds work their way into paws and ear canals and usually need a vet to remove them.

**Heat.** Dogs overheat faster than we do. Heavy panting with a wide, flat tongue, stumbling or dropping behind are all signals to stop, find shade and cool down with water.

> Check paws at every rest stop. Pads are tough but not indestructible, and a cut from sharp rock is one of the most common reasons a dog has to be carried off a mountain. With a 30-kilogram dog, that is a situation you want to avoid. (Ana Ribeiro, veterinarian)

## After the hike

Give your dog a drink, and a meal once it has settled, then let it rest. Check again for ticks, cuts and seeds. Stiffness the next day means the walk was too long or too steep; next time, shorten it or add more breaks. The best trail dogs are the ones who still want to go out the following morning.`,
    getMore: `**Trail kit checklist**

- Water, bowl and snacks
- Harness, fixed lead and ID tag
- First-aid kit with tick remover
- Poo bags
- The route, the dog rules for the area and the number of a vet near the trailhead

In spring, read "Heatstroke in Dogs" before your first warm-weather hike.`,
    imageCaption: 'Plan rest stops in the shade and check paws at every one.',
    hasImage: true,
    home: true,
  },

  // ---------------------------------------------------------------- dogs: short
  {
    key: 'heatstroke-in-dogs',
    title: 'Heatstroke in Dogs: Spotting It Early and Cooling Down Fast',
    excerpt:
      'Heatstroke can kill a dog within an hour. The early signs, the first-aid rule that saves lives, and how to keep summer walks safe.',
    families: ['dogs'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-06-18',
    content: `Dogs cool themselves almost entirely by panting, which makes them far less efficient in the heat than we are. A dog's normal body temperature is roughly 38 to 39.2°C; above about 41°C, proteins start to break down and organs begin to fail. Heatstroke is a genuine emergency, and the minutes before you reach the vet often decide the outcome.

Most cases don't involve hot cars. They happen on walks, runs and games of fetch on warm days, often in late spring before dogs have acclimatised. Flat-faced breeds such as Pugs, French Bulldogs and Bulldogs are at much higher risk, as are overweight dogs, thick-coated dogs and older dogs with heart or airway disease.

Early signs are heavy, noisy panting, a wide tongue, thick drool, restlessness and a search for shade. As it progresses you may see dark red or purplish gums, vomiting or diarrhoea, wobbliness and collapse.

The rule is **cool first, then transport**. Move the dog into shade and pour cool tap water over its whole body, or immerse it in a stream or paddling pool if you can, while fanning it. The water doesn't need to be ice-cold; any water is better than none. Don't drape the dog in a wet towel and leave it there, because it traps heat. Once breathing starts to settle, drive to the vet with the air conditioning on, and phone ahead so the team can prepare.

Prevention is easier. In summer, walk at dawn and after sunset, carry water, and swap fetch for a sniffing walk on shady ground. Test the pavement with the back of your hand for seven seconds: if it is too hot for you, it is too hot for paws. And never leave a dog in a parked car, even in the shade. On a 22°C day, the inside of a car can reach 47°C within an hour.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'year-round-flea-and-tick-control',
    title: 'Fleas and Ticks: Why Parasite Control Is a Year-Round Job',
    excerpt:
      'Central heating keeps fleas breeding all winter, and in mild climates ticks never really stop. How to build a parasite plan that actually works.',
    families: ['dogs'],
    categories: ['health', 'care'],
    author: 'ana-ribeiro',
    date: '2024-03-12',
    content: `Many owners treat for fleas and ticks in spring and stop when the weather cools. The parasites haven't read the calendar. Centrally heated homes let fleas breed all year, and in a mild climate like Portugal's, ticks can be active in any month.

The fleas you see on your dog are only the tip of the problem. Adult fleas on the animal make up around 5 percent of a typical infestation; the rest are eggs, larvae and pupae in carpets, sofas and bedding. Pupae can lie dormant for months, waiting for the warmth and vibration of a passing host. That is why one treatment rarely clears an infestation. Keep treating every pet in the house for at least three months, wash bedding at 60°C and vacuum daily, emptying the vacuum outside.

Ticks matter for what they carry. In southern Europe they transmit babesiosis and ehrlichiosis; further north, Lyme disease and tick-borne encephalitis. After walks through long grass or woodland, run your hands over your dog, checking the head, ears, armpits and between the toes. Remove ticks with a tick hook: slide it under the tick, twist a few turns and lift. Don't burn, squeeze or smother them in oil, which can make them regurgitate into the bite.

In Portugal and Spain, sandflies deserve a mention too. They spread leishmaniasis, a serious and common disease in the region, and dogs need a repellent collar or spot-on from spring to late autumn.

One warning for mixed households: some dog spot-ons contain permethrin, which is highly toxic to cats. Never use a dog product on a cat, and keep a freshly treated dog away from the cat until the product has dried. Your vet can put together a combination that suits your dog's lifestyle and where you live.`,
    hasImage: true,
  },
  {
    key: 'how-many-treats-is-too-many',
    title: 'How Many Treats Is Too Many?',
    excerpt:
      "Treats should supply no more than 10% of a dog's daily calories. For a small dog, that can mean a single chew.",
    families: ['dogs'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2024-05-21',
    content: `The guideline nutritionists use is simple: treats, chews and table scraps together should make up no more than 10 percent of a dog's daily calories, with the rest coming from a complete food so the diet stays balanced. The difficulty is that few of us know how many calories our dog needs, or how many are in a treat.

As a rough example, a neutered, moderately active 10 kg dog needs about 600 kcal a day, so its treat allowance is around 60 kcal. A 20 g cube of cheddar contains about 80 kcal, and a large dental chew can contain as much again. Give both, and that dog has eaten over a quarter of its daily energy before dinner. For a 4 kg Chihuahua needing around 300 kcal, one 60 kcal chew is already a fifth of the day.

There are easy ways to keep rewarding without overfeeding:

- Weigh out the day's kibble in the morning and use part of it for training.
- Break treats into pea-sized pieces. To a dog, the number of rewards matters more than their size.
- Use low-calorie foods: slices of carrot, cucumber, green beans, or apple without the core and seeds.
- If you give a daily chew, take a little off the meal to make room for it.
- Agree a treat rule with the whole household, so the dog isn't being fed by four different people.

Finally, judge by your dog's shape rather than the number on the scales alone. You should be able to feel the ribs easily under a thin layer of fat and see a waist when you look down from above. If you can't, the treat jar is the first place to look.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'foods-that-are-dangerous-for-dogs',
    title: 'Seven Foods That Are Dangerous for Dogs',
    excerpt:
      'From xylitol in sugar-free gum to the raisins in a slice of bolo-rei, these everyday foods can poison a dog, sometimes in very small amounts.',
    families: ['dogs'],
    categories: ['nutrition', 'health'],
    author: 'lucas-ferreira',
    date: '2024-12-19',
    content: `Dogs are opportunists, and holidays, parties and picnics put a lot of tempting food within reach. Most human food is merely unhealthy for them, but a handful of items can cause serious poisoning.

1. **Xylitol.** This sweetener, also sold as birch sugar, turns up in sugar-free gum, mints, some peanut butters and baked goods. In dogs it triggers a surge of insulin that can drop blood sugar dangerously within 30 to 60 minutes, and larger doses cause liver failure. A few pieces of gum can be enough for a small dog.
2. **Chocolate.** Theobromine and caffeine overstimulate the heart and nervous system. Dark and baking chocolate are far more dangerous than milk chocolate; white chocolate contains very little.
3. **Grapes, raisins, sultanas and currants.** They can cause sudden kidney failure and there is no known safe amount, so any quantity warrants a call to the vet. Think of fruit cake, mince pies and bolo-rei.
4. **Onions, garlic, leeks and chives.** Raw, cooked or powdered, they damage red blood cells, and the resulting anaemia may not show for several days.
5. **Macadamia nuts.** They cause weakness, especially in the hind legs, along with tremors and fever, usually for a day or two.
6. **Alcohol and raw bread dough.** Dough keeps rising in the warm stomach and ferments, producing alcohol as it does.
7. **Cooked bones and corn cobs.** Not toxic, but bones splinter and cobs lodge in the intestine, and both often need surgery.

Prevention is mostly tidiness. Keep handbags, coat pockets and wrapped presents off the floor, since a box of chocolates under the Christmas tree is a classic December emergency.

If your dog eats something on this list, phone your vet or an animal poison line straight away, with the packaging in hand, and note the time. Don't try to make your dog vomit with salt or hydrogen peroxide: both can do more harm than the original poison. Most of these poisonings are treatable when the dog is seen within an hour or two.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'switching-dog-food-safely',
    title: "Changing Your Dog's Food Without Upsetting Its Stomach",
    excerpt:
      'A sudden change of diet is one of the commonest causes of loose stools. A ten-day transition, a kitchen scale and a look at the calorie content prevent most problems.',
    families: ['dogs'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2025-08-26',
    content: `The bacteria in a dog's gut are adapted to the food it eats every day. Change that food overnight and the digestive system has to adjust all at once, which often means wind, vomiting or diarrhoea for a few days. It is entirely avoidable.

A standard transition takes about ten days:

- Days 1 to 3: a quarter new food, three quarters old
- Days 4 to 6: half and half
- Days 7 to 9: three quarters new, a quarter old
- Day 10: new food only

Puppies and dogs with sensitive stomachs often do better with four or five days at each stage. If the stools soften, go back to the previous mix for a couple of days before moving on, and keep treats the same during the switch so you can tell what is causing any trouble.

Before you start, compare the energy content of the two foods, usually printed as kcal per 100 g or per kg. Two dry foods can differ by a fifth or more, so the same number of grams can mean weight gain or loss. Work out the new daily portion from the feeding guide and weigh it: cups and scoops are surprisingly inaccurate.

There are exceptions. If your vet prescribes a therapeutic diet, for kidney disease for example, you may be told to switch straight away. During an elimination trial for a suspected food allergy, which usually lasts at least eight weeks, the dog must eat nothing but the prescribed food, including treats and flavoured tablets.

Not every upset is the food's fault, either. Repeated vomiting, blood in the stool, lethargy or diarrhoea lasting more than a couple of days need a vet, not another change of diet.`,
    hasImage: false,
  },
  {
    key: 'when-your-dog-cant-be-left-alone',
    title: "When Your Dog Can't Be Left Alone",
    excerpt:
      'Howling, chewed door frames and accidents while you are out are signs of distress, not spite. How to find out what is happening and teach a dog that being alone is safe.',
    families: ['dogs'],
    categories: ['behaviour'],
    author: 'tom-hargreaves',
    date: '2024-09-03',
    content: `Separation-related problems are among the most common reasons dogs are referred to behaviourists, and many more go unnoticed because they happen when nobody is home. Typical signs are barking, howling or whining, destruction focused on doors and windows, toileting indoors, drooling and pacing. They usually start within the first half hour after the owner leaves, often within minutes.

The first step is to find out what your dog actually does. Set up a phone or a cheap camera and film the first 30 minutes after you go out. A dog who sleeps for 25 minutes and then chews the sofa out of boredom needs a very different plan from one who scrabbles at the front door from the moment the key turns.

For genuinely anxious dogs, the treatment is gradual. The aim is to teach the dog that absences are short and uneventful, building up so slowly that it never tips into panic. Start by stepping out of the room for a few seconds, then closing the front door and coming straight back. Lengthen absences in small, varied steps, with some shorter ones mixed in. Practise the cues that predict your departure, such as picking up keys or putting on shoes, without actually leaving, until they stop causing worry.

While you train, avoid leaving the dog for longer than it can cope with. That may mean a sitter, day care or a helpful neighbour for a few weeks, because every full-blown panic sets progress back.

Some things reliably make matters worse: punishing the dog afterwards, since it cannot connect your anger with a cushion it destroyed hours earlier; shutting a panicking dog in a crate, where it may injure itself trying to escape; and getting a second dog in the hope of company, which rarely helps. Some dogs benefit from anti-anxiety medication prescribed by a vet alongside training, and there is no shame in using it.`,
    hasImage: true,
  },
  {
    key: 'the-zoomies-explained',
    title: 'The Zoomies, Explained (with Drawings)',
    excerpt:
      'Your dog is sprinting laps of the living room with its bottom tucked under. An illustrated guide to FRAPs: what they are, when they strike and how to keep them safe.',
    families: ['dogs'],
    categories: ['behaviour', 'lifestyle'],
    author: 'tom-hargreaves',
    date: '2025-10-07',
    content: `It starts with a look. Ears back, eyes bright, bottom tucked under, and then your dog is off: three laps of the garden, a handbrake turn round the sofa, a leap over the cat and a skid down the hallway. Thirty seconds later it is flopped on the rug, grinning, as though nothing happened.

![A dog caught mid-sprint, ears flying](/media/illustrations/dog-portrait.webp "square")

Behaviour specialists call this a Frenetic Random Activity Period, or FRAP. Everyone else calls it the zoomies. It is normal, it is harmless, and it is one of the great joys of sharing a house with a dog.

## When they strike

Zoomies have favourite moments. Straight after a bath, when a damp dog apparently needs to dry itself on every cushion in the house. In the evening, when a young dog still has energy to spend. After a long spell in a crate or a car. After doing a poo, for reasons known only to dogs. And in puppies and adolescents, more or less whenever they like.

![A puppy in full zoomie mode](/media/illustrations/puppy.webp "square")

## Why they do it

The best explanation is a sudden release of pent-up energy or tension. The bath is over, the vet has finished, the lead is off: time to celebrate. Many dogs play-bow before they launch, and the bouncy, loose body language is a reliable sign of fun rather than fear.

## Keeping it safe

- **Mind the floor.** Tiles and polished wood send sprinting dogs into walls. Open the garden door or steer them onto rugs.
- **Don't chase.** Running after your dog turns a solo sprint into a game of catch-me-if-you-can, and you will lose. Running away from it, on the other hand, is an excellent way to get it back.
- **Watch the exits.** A dog mid-zoomie isn't listening, so stay clear of open gates and unfenced fields.
- **Notice the pattern.** Nightly zoomies may mean your dog would like a bit more exercise, or something to chew in the evening.

Otherwise, stand back, hold your coffee out of range and enjoy the show.`,
    hasImage: true,
    isComic: true,
    home: true,
  },
  {
    key: 'building-a-reliable-recall',
    title: 'Building a Recall You Can Trust',
    excerpt:
      'A dog that comes back every time is made, not born. Choose a fresh cue, pay well, and keep a long line on until the habit is rock solid.',
    families: ['dogs'],
    categories: ['behaviour'],
    author: 'tom-hargreaves',
    date: '2026-05-19',
    content: `A reliable recall is the most useful thing you can teach a dog, because it buys freedom: a dog that comes when called can safely run, swim and explore. It is also one of the easiest skills to break by accident.

Start by choosing your cue. If "come!" has been shouted a hundred times without result, it now means "carry on". Pick a new word, or use a whistle. Gundog trainers favour a plastic pea whistle because it sounds the same whoever blows it and carries much further than a voice.

Then give the cue meaning. At home, say the word or blow the whistle and immediately give something wonderful, such as a piece of chicken or cheese rather than a dry biscuit. Repeat ten times a day for a week before asking for anything. Next, call your dog when it is a few metres away and already likely to come, and pay generously. Games speed things up: stand at opposite ends of the garden with a friend and take turns calling the dog back and forth.

Outdoors, clip a long line of about 10 metres to a harness. It lets your dog explore while guaranteeing you can't be ignored, and it stops the dog discovering that running off is more fun than coming back. Go off-lead only in safe places, and only once your dog responds instantly on the line in that kind of environment.

Three rules keep a recall healthy. Never call your dog for something it dislikes, such as a bath or the end of the walk; go and fetch it instead. Never punish a dog for coming back, however long it took. And don't call when you know it won't come, such as mid-chase, because every ignored cue weakens it. Call often during walks, reward, and send your dog off to play again, so coming back doesn't always mean the fun is over.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'nail-trimming-without-the-drama',
    title: 'Nail Trimming Without the Drama',
    excerpt:
      "If you can hear your dog's nails clicking on the kitchen floor, they are too long. How to find the quick, which tools to use and how to make trims stress-free.",
    families: ['dogs'],
    categories: ['care'],
    author: 'ana-ribeiro',
    date: '2024-02-06',
    content: `Overgrown nails are more than a cosmetic issue. Long nails push the toes upwards and change the way a dog stands and walks, which can aggravate joint pain, and in severe cases they curl round into the pad. Dew claws, which never touch the ground, are especially prone to this. A simple test: if you hear clicking as your dog crosses a hard floor, the nails need shortening.

Inside each nail runs the quick, a core of blood vessels and nerves. Cutting into it hurts and bleeds, and one bad experience can make a dog wary for years. In pale nails you can see the pink quick through the nail. In black nails, take thin slivers from the tip and look at the cut surface each time: when a dark, moist-looking dot appears in the centre, stop. If you do nick the quick, press styptic powder or plain cornflour onto the end for a minute or two.

Use sharp clippers of the scissor or plier type, sized for your dog, or a rotary grinder, which many dogs accept once they are used to the noise and which leaves a smooth edge. Regular trimming also makes the quick recede, so nails that are long now can be brought back gradually over several weeks.

Dogs aren't born hating pedicures; they learn to. Build up slowly: handle a paw and give a treat, touch the clippers to a nail and give a treat, then trim one nail a day. A lick mat smeared with a little soft food gives your dog something else to think about. Every two to four weeks suits most dogs, while those that walk a lot on pavements may need it less often. If your dog is very frightened, ask your vet or groomer for help rather than holding it down.`,
    hasImage: true,
  },
  {
    key: 'dont-shave-a-double-coated-dog',
    title: "Why You Shouldn't Shave a Double-Coated Dog",
    excerpt:
      "A Husky's thick coat insulates against heat as well as cold. Clipping it short rarely helps in summer, and it may never grow back properly.",
    families: ['dogs'],
    categories: ['care'],
    author: 'emily-clarke',
    date: '2026-07-07',
    content: `Every summer, grooming salons take requests to shave Huskies, Golden Retrievers and Pomeranians "to keep them cool". It is a kind thought, but for most double-coated dogs it is a mistake.

A double coat has two layers: a soft, dense, woolly undercoat and an outer layer of longer, coarser guard hairs. Together they trap air next to the skin, which insulates against heat as well as cold, and the guard hairs shield the skin from the sun. Dogs don't sweat through their skin, so removing the coat doesn't cool them the way taking off a jumper cools us. Shaved dogs are exposed to sunburn and insect bites, and some, particularly Pomeranians and Nordic breeds, develop post-clipping alopecia: the coat grows back patchy, thin or woolly, or not at all for months.

Breeds with double coats include the Siberian Husky, Alaskan Malamute, Samoyed, Akita, German Shepherd, Border Collie, Shetland Sheepdog, Pomeranian and both Golden and Labrador Retrievers, among many others.

What genuinely helps is getting the dead undercoat out. Double-coated dogs "blow" their coat heavily once or twice a year, and loose undercoat packed against the skin does hold heat in. During the shedding season:

- brush several times a week with a slicker brush and an undercoat rake, working in sections right down to the skin;
- bathe the dog and use a high-velocity dryer, which blows out astonishing amounts of loose hair (a groomer can do this for you);
- tidy the feet, the hygiene area and behind the ears, where mats form first.

There are exceptions. A dog with severe matting, a skin condition or a surgical site may need to be clipped, and that is a decision for your vet or groomer. For everyone else, a well-groomed coat, shade, fresh water and walks at cooler times of day do far more than a razor.`,
    hasImage: true,
  },
  {
    key: 'adopting-a-retired-greyhound',
    title: 'Adopting a Retired Greyhound: What to Expect',
    excerpt:
      'Ex-racing Greyhounds are gentle, quiet and remarkably lazy. They also have a few quirks, from cold ears to unusual blood results, that are worth knowing about before one moves in.',
    families: ['dogs'],
    categories: ['adoption'],
    author: 'tom-hargreaves',
    date: '2025-03-18',
    content: `Greyhounds can reach around 70 km/h, yet the ones that come up for adoption are famous for spending most of the day asleep on the sofa. Most retire from racing between two and five years old, with plenty of life ahead of them (the breed commonly lives 10 to 14 years), and they make calm, affectionate companions in all sorts of homes, flats included.

A former racer has usually lived in kennels, so ordinary household things may be new: stairs, glass doors, mirrors, slippery floors, the television. Put rugs down on hard floors and allow a week or two of learning. Kennel dogs are rarely alone, either, so build up time on their own gradually.

Their bodies differ from other dogs'. With little body fat and thin skin, Greyhounds feel the cold and need a coat in winter, and they tear their skin easily on brambles or in rough play. Their normal blood results sit outside standard reference ranges, with higher red cell counts and lower thyroid values, so make sure your vet knows the breed. And because their heads are narrower than their necks, a martingale collar, which tightens a limited amount, stops them backing out of it.

Prey drive varies from dog to dog. Adoption groups test Greyhounds with cats and small dogs and match homes accordingly, and many ask new owners to use a muzzle in the early weeks. Recall is rarely reliable once a Greyhound has spotted something running, so keep yours on a lead outside securely fenced areas.

Many Greyhounds sleep very deeply, sometimes with their eyes open, and can startle if touched suddenly; teach children to call a sleeping dog rather than stroke it. In Portugal and Spain, rescues also rehome Spanish Galgos, a separate sighthound breed with a very similar gentle temperament.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'introducing-a-dog-to-a-cat',
    title: 'Bringing a Dog into a Home with a Cat',
    excerpt:
      'Most dogs and cats can learn to share a home, but only if the cat feels in control. A step-by-step introduction from a feline behaviour consultant.',
    families: ['dogs'],
    categories: ['adoption', 'behaviour'],
    author: 'marta-sousa',
    date: '2026-09-15',
    content: `As a feline behaviour consultant, I usually meet the cat after the dog has arrived and things have gone wrong. The most common mistake is letting the two meet on day one and hoping they will sort it out. Cats rarely sort it out in a hurry. They move out, stop eating or start toileting in the wrong places.

Before the dog comes home, give the cat everything it needs in dog-free areas: food, water, litter tray, bed and scratching post, ideally in a room behind a baby gate or a cat flap the dog can't use. Add height as well. Shelves, cat trees and the tops of wardrobes give the cat lookouts and escape routes. Put the litter tray where the dog can't reach it, because many dogs find its contents irresistible, and feed the cat up high, because almost every dog will eat cat food.

For the first few days, keep them apart and swap scents. Rub a soft cloth on the dog and leave it near the cat's food bowl, and the other way round, and let each animal explore the other's area while it is empty.

First sightings should happen through a gate or across a room, with the dog on a lead and the cat free to leave. Reward the dog for glancing at the cat and then back at you, and for lying quietly. Keep sessions to a few minutes. Never hold the cat up to the dog, and never allow chasing, even in play: once a chase has been fun, it is hard to undo.

Move at the cat's pace. Some pairs are relaxed within a week; others need two or three months. Get professional help if the dog stares fixedly, trembles, whines or lunges, which can point to strong prey drive, or if the cat stops eating or hides for days. A rescue that knows whether a dog has lived with cats before can give you the best predictor of success.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'car-journeys-with-your-dog',
    title: 'Car Journeys with Your Dog: Restraint, Breaks and Travel Sickness',
    excerpt:
      'An unrestrained dog becomes a projectile in a crash. How to secure your dog in the car, plan stops on long trips and help a dog that gets carsick.',
    families: ['dogs'],
    categories: ['lifestyle'],
    author: 'emily-clarke',
    date: '2024-07-09',
    content: `A 20 kg dog loose on the back seat of a car that stops suddenly from 50 km/h is thrown forward with a force many times its own weight, enough to injure the dog and anyone sitting in front of it. In many countries the law requires animals to be carried so that they can't distract the driver or endanger passengers, and insurers may refuse claims when they weren't.

There are three good options. A crash-tested harness that clips into the seat belt suits dogs riding on the back seat. A sturdy crate in the boot, fixed so it can't slide, suits larger dogs, while small dogs can travel in a ventilated carrier held in place by a seat belt. A dog guard between boot and cabin keeps a dog out of the passenger area, although it offers less protection in a collision. Whatever you choose, never attach the restraint to a collar, which can injure the neck in a sudden stop. And tempting as it looks, don't let your dog ride with its head out of the window, where grit and insects hit its eyes.

On long journeys, stop every two hours or so for water, a short walk and a toilet break, always with the lead on; a motorway service area is no place for a dog to bolt. Never leave a dog in a parked car on a warm day, even with the windows open a crack.

Travel sickness is common in puppies, whose balance system is still developing, and many grow out of it. Drooling, lip licking, yawning and restlessness usually come before vomiting. Give only a light meal a few hours before setting off, keep the car cool, and build tolerance with short trips that end somewhere pleasant, such as a park rather than the vet. If your dog stays sick or anxious, ask your vet about anti-nausea medication, which is safe and effective for most dogs.`,
    hasImage: true,
  },
  {
    key: 'cafe-manners-for-dogs',
    title: 'Café Manners: Teaching Your Dog to Settle in Public',
    excerpt:
      'A relaxed dog under the table is a trained dog. How to prepare for your first café visit, and what to do when it all gets too much.',
    families: ['dogs'],
    categories: ['lifestyle', 'behaviour'],
    author: 'tom-hargreaves',
    date: '2026-10-13',
    content: `Few things are as pleasant as a coffee on a terrace with your dog asleep under the table. Few things are as stressful as the same coffee with a dog barking at every passing pushchair. The difference is preparation, not luck.

Start at home by teaching a settle on a mat. Put the mat down and reward any interest in it, then reward lying on it, then reward staying there calmly for longer. Deliver treats quietly between the dog's front paws so the exercise stays low-key. Once your dog heads for the mat as soon as it appears, take it on the road: the garden, a friend's kitchen, a bench in a quiet park.

Before your first café trip, give your dog a good walk and a chance to toilet so it has no energy left to burn. Go at a quiet time and pick an outdoor table at the edge, away from the doorway and the waiters' route, with your dog's back to a wall. Bring the mat, a bowl of water and something long-lasting to chew, and keep the lead short enough that your dog can't wander under the next table.

Keep the first visit to ten minutes: one coffee, then leave while it is going well. Lengthen the stay gradually over several visits.

Watch your dog rather than your phone. Yawning, lip licking, scanning the surroundings, panting when it isn't hot and refusing food are all signs that it is finding things too much. Don't push through; pack up and try again somewhere quieter. And don't share your pastry. A dog rewarded from the table learns to beg, and the people at the next table won't thank you for it.`,
    hasImage: false,
  },

  // ---------------------------------------------------------------- birds
  {
    key: 'balanced-diet-for-budgies',
    title: 'Beyond the Seed Bowl: A Balanced Diet for Budgies',
    excerpt:
      'A seed-only diet is behind much of the illness seen in pet budgies. How to add pellets and fresh food to the menu without your bird going hungry.',
    families: ['birds'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2024-04-16',
    content: `Wild budgerigars spend their days foraging for grass seeds across inland Australia, so it seems natural to assume seed is all they need. But wild budgies eat many kinds of seed at different stages of ripeness, along with green shoots, and they fly long distances every day. A pet budgie picking its favourite millet from a bowl ends up with a diet that is high in fat and low in vitamin A, calcium and iodine.

The consequences are familiar to avian vets: overweight birds, fatty liver disease, fatty lumps called lipomas, and an enlarged thyroid caused by iodine deficiency, which presses on the airways and can make a budgie click or wheeze as it breathes.

A balanced diet for an adult budgie includes:

- **A good seed mix** as part of the diet rather than all of it, measured out daily. Blow the empty husks off the top, or the bowl can look full when it isn't.
- **Pellets** made for small parrots, which supply vitamins and minerals consistently.
- **Fresh vegetables and greens** every day: broccoli, grated carrot, kale, chard, sweet pepper, fresh herbs and sprouted seeds.
- **Millet spray** as a treat and training reward, in small amounts.
- **A cuttlefish bone or mineral block** for calcium.

Never offer avocado, which is toxic to birds, and avoid chocolate, caffeine, alcohol and salty foods.

Budgies are deeply suspicious of new food and can genuinely starve beside a bowl of pellets they don't recognise. Make changes over several weeks: mix a few pellets into the seed, offer vegetables in different forms (chopped, grated, clipped to the bars, or wet leaves for bathing in) and eat some yourself in front of the bird. Weigh your budgie on a gram scale every few days during the switch. Most weigh 30 to 40 g, and a loss of more than about a tenth of body weight means you need to slow down.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'setting-up-a-budgie-cage',
    title: 'Setting Up a Cage Your Budgies Will Actually Use',
    excerpt:
      'Budgies fly horizontally, so length matters more than height. Cage sizes, bar spacing, perches and the best spot in the house.',
    families: ['birds'],
    categories: ['care'],
    author: 'emily-clarke',
    date: '2025-01-21',
    content: `Most cages sold for budgies are too small. Budgies are flying birds that travel from side to side rather than up and down, so a tall, narrow tower cage gives them very little usable space. For a pair, look for a cage at least 80 cm long, 50 cm deep and 50 cm high. Bigger is always better, and a flight cage long enough for a few wingbeats from end to end is ideal. Bar spacing should be no more than about 1.2 cm so heads can't get stuck, and some horizontal bars give the birds something to climb.

Perches matter more than people expect, because budgies stand on them day and night. A set of smooth, identical dowels means the same pressure points all the time, which can lead to sore feet. Replace most of them with natural branches of varying thickness, roughly 1 to 2 cm across, from untreated fruit trees, hazel or willow. Skip sandpaper perch covers, which abrade the feet. Place perches so droppings don't fall into food and water, and keep the middle of the cage clear for flying.

Location is just as important. Put the cage against a wall, so the birds feel protected on at least one side, at about chest height, in a room where the family spends time. Keep it out of the kitchen, where cooking fumes and hot surfaces are dangerous, and away from direct sun, radiators and draughty windows.

Offer a few toys and rotate them weekly: bells, ladders, shreddable paper toys and a swing. Don't overcrowd, though, because flying space comes first. A shallow dish of water a few times a week will be used for bathing with great enthusiasm.

Finally, budgies need 10 to 12 hours of darkness and quiet to sleep, and time out of the cage every day in a bird-safe room: windows and doors shut, ceiling fans off and other pets elsewhere.`,
    hasImage: true,
  },
  {
    key: 'non-stick-pans-and-pet-birds',
    title: 'Non-Stick Pans and Other Hidden Dangers to Pet Birds',
    excerpt:
      "Overheated non-stick cookware gives off fumes that can kill a bird within minutes. Why birds are so sensitive to what's in the air, and how to make your home safer.",
    families: ['birds'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-12-09',
    content: `Birds have the most efficient respiratory system of any land animal. Air flows in one direction through their lungs, driven by a set of air sacs that extends through the body and even into some bones. It lets a small bird fly at altitude, and it is why miners once carried canaries underground: whatever is in the air reaches a bird's bloodstream faster and in greater concentration than ours.

The best-known danger is polytetrafluoroethylene (PTFE), the coating on many non-stick pans. When it is overheated, for example in an empty pan left on a hot hob, PTFE breaks down and releases fumes that make a bird's lungs bleed and fill with fluid. Birds in another room can die within minutes, often with no warning beyond sudden breathing difficulty. Similar coatings are found in some air fryers, waffle makers, oven liners, irons, hair straighteners and heaters, and the self-cleaning cycle of some ovens is another known risk.

If you keep birds, the safest approach is to cook with stainless steel, cast iron or ceramic, and check the specifications of new appliances before you buy. Keep birds out of the kitchen in any case, and ventilate while you cook.

Other airborne hazards are more everyday:

- cigarette and vape smoke, which also leaves residue on hands and clothes;
- aerosol sprays, including deodorants, polishes and insecticides;
- scented candles, incense and plug-in air fresheners;
- fumes from fresh paint, new carpets and strong cleaning products.

Signs of breathing trouble in a bird include the tail bobbing with each breath, open-mouthed breathing, fluffed-up feathers and sitting on the cage floor. Move the bird to fresh air immediately and call an avian vet. Birds hide illness so well that by the time it shows, they need help urgently.`,
    hasImage: false,
  },
  {
    key: 'hand-taming-a-budgie',
    title: 'Hand-Taming a New Budgie, One Step at a Time',
    excerpt:
      'Patience and millet spray win the trust of a nervous budgie. A realistic timeline, from the first days of settling in to stepping onto your finger.',
    families: ['birds'],
    categories: ['behaviour'],
    author: 'emily-clarke',
    date: '2026-08-04',
    content: `A new budgie is a small prey animal in a strange place, and to it your hand looks a lot like a predator. Taming is simply teaching it otherwise, and it goes fastest when you never give the bird a reason to be frightened.

For the first few days, do nothing but be around. Sit near the cage, talk or read aloud in a calm voice and move slowly. Check that the bird is eating and drinking, and when you change food and water, move smoothly and without hesitating.

Once the budgie stays relaxed while you are close by, with sleek feathers, eating and chattering, it is time to introduce your hand. Rest it, flat and still, inside the cage and away from the bird for a few minutes at a time, several times a day. Never chase. Then hold a sprig of millet spray between your fingers, bringing it a little closer over the following days. Most budgies eventually nibble millet from your hand and, later, stand on your fingers to reach it.

To teach the step-up, press a finger gently against the lower belly, just above the legs, and say "up". The bird steps on to keep its balance. Reward with a nibble of millet. Keep sessions to five or ten minutes and end while the bird is still interested.

Young birds tame most easily. Budgies under about four months old have fine bars across the forehead down to the cere, which disappear after the first moult, and solid dark eyes without a pale iris ring. Older birds can be tamed too, just more slowly. A pair may pay you less attention than a single bird would, but budgies are intensely social and shouldn't be kept alone to make taming easier. With patience, pairs learn to trust people too.`,
    hasImage: true,
  },

  // ---------------------------------------------------------------- fish
  {
    key: 'cycling-a-new-aquarium',
    title: 'Cycling a New Aquarium Before You Add Fish',
    excerpt:
      'New Tank Syndrome kills more first fish than any disease. How the nitrogen cycle works, and how to run a fishless cycle in four to six weeks.',
    families: ['fish'],
    categories: ['care'],
    author: 'emily-clarke',
    date: '2024-01-23',
    content: `Fish excrete ammonia through their gills and in their waste, and in a closed tank it builds up quickly. In an established aquarium, two groups of bacteria living mainly in the filter deal with it: one turns ammonia into nitrite, the other turns nitrite into nitrate. Ammonia and nitrite are toxic at very low levels; nitrate is far less harmful and is removed with regular water changes. A brand-new tank has almost none of these bacteria, which is why fish added on the first day often sicken within a couple of weeks, a pattern aquarists call New Tank Syndrome.

The answer is to grow the bacteria first, with a fishless cycle:

1. Set up the tank, filter and heater, and treat the water with a conditioner to neutralise chlorine and chloramine, which would kill the bacteria.
2. Add an ammonia source: pure household ammonia without surfactants or perfume, dosed to about 2 ppm, or a pinch of fish food every day.
3. Test every couple of days with a liquid kit for ammonia, nitrite and nitrate. After a week or two ammonia falls and nitrite rises; later nitrite falls as nitrate appears.
4. Keep adding ammonia so the bacteria stay fed.
5. The cycle is complete when the tank converts 2 ppm of ammonia to zero ammonia and zero nitrite within 24 hours, usually after four to six weeks.

Then make a large water change to bring the nitrate down and add your first few fish within a day or two, so the bacteria don't starve. Stock gradually over the following weeks rather than all at once.

Once the tank is cycled, protect the colony. Rinse filter media in a bucket of old tank water during water changes, never under the tap, and never replace all the media at the same time. Bottled bacteria can speed the process up, but testing is still the only way to know it is finished.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'treating-white-spot-ich',
    title: 'White Spot Disease: Treating Ich in a Tropical Aquarium',
    excerpt:
      'Those grains of salt on your fish are a parasite with a clever life cycle. Treatment only works at one stage, so timing and temperature are everything.',
    families: ['fish'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2024-10-29',
    content: `White spot, or ich, is caused by a single-celled parasite, Ichthyophthirius multifiliis, and it is one of the most common diseases of freshwater aquarium fish. Affected fish look as if they have been sprinkled with grains of salt. They often flick against rocks and gravel, clamp their fins or breathe quickly, because the parasite attacks the gills too.

The difficulty lies in the life cycle. Each white spot is a parasite feeding beneath the fish's outer skin layer, where medication can't reach it. Once mature, it drops off and forms a cyst on the gravel or plants, inside which it divides into hundreds or even thousands of free-swimming young. These have only a day or two to find a fish. Treatments kill the parasite only during this free-swimming stage, so you must keep treating until every parasite in the tank has passed through it.

Temperature sets the pace. In a tank at around 25°C the whole cycle takes less than a week; in cool water it can take several weeks. A common approach in tropical tanks is to raise the temperature slowly, a degree or so a day, to 28 to 30°C if all your fish tolerate it, while using a commercial white spot treatment at the dose on the label. Warm water holds less oxygen, so increase surface movement or add an air stone, and take activated carbon out of the filter, as it absorbs medication. Check the label for warnings about scaleless fish, shrimps and snails.

Continue treating for several days after the last spot disappears. Stopping as soon as the fish look clear is the usual reason ich comes back.

White spot usually arrives with new fish or plants, and outbreaks often follow stress such as a sudden temperature drop or poor water quality. Quarantining new fish in a separate tank for two to four weeks is the best prevention there is.`,
    hasImage: true,
  },
  {
    key: 'how-much-to-feed-aquarium-fish',
    title: 'How Much Should You Feed Your Aquarium Fish?',
    excerpt:
      'Overfeeding is the most common mistake in fishkeeping and the main cause of cloudy water. Portion sizes, variety, and what to do when you go on holiday.',
    families: ['fish'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2025-07-15',
    content: `Fish always look hungry. They rush to the front of the tank whenever someone walks past, and it is tempting to take that as a request for dinner. In reality most aquariums are overfed, and the uneaten food breaks down into ammonia, feeds algae and clouds the water.

Feed only what your fish will finish in about two minutes, once or twice a day. Start with a small pinch, watch, and add a little more only if it all disappears quickly. If food reaches the bottom and stays there, you have fed too much; remove leftovers with a net or siphon. Most healthy adult tropical fish also cope well with one day a week without food. Fry and juveniles are the exception: they need small meals several times a day.

Variety matters as much as quantity. Good flakes or micro-pellets make a sensible staple, but add frozen daphnia, brine shrimp or bloodworm a few times a week. Make sure bottom dwellers get their share: Corydoras and loaches need sinking pellets or wafers, ideally dropped in shortly before the lights go out, and plant-eaters such as otocinclus and bristlenose plecos need algae wafers and blanched courgette or cucumber.

Flake food loses nutrients once the tin is opened, vitamin C especially. Buy containers small enough to use within a couple of months, keep them closed and dry, and don't store them on the warm lid of the tank.

Going away? Healthy adult fish can go a week without food without harm, and many experienced aquarists simply let them. Slow-release holiday blocks often dissolve unevenly and foul the water. For longer trips, an automatic feeder tested for a few days before you leave, or a friend with pre-measured daily portions in a pill organiser, is much safer.`,
    hasImage: false,
  },
  {
    key: 'choosing-fish-for-a-60-litre-tank',
    title: 'Choosing Fish for Your First 60-Litre Community Tank',
    excerpt:
      'A 60-litre tank can host a lively, peaceful community if you choose small species that share the same water and temperament. Tried-and-tested combinations, and the fish to leave in the shop.',
    families: ['fish'],
    categories: ['adoption', 'lifestyle'],
    author: 'emily-clarke',
    date: '2026-01-13',
    content: `A 60-litre aquarium is a popular first tank: big enough to be reasonably stable, small enough for a sideboard. It suits a community of small, peaceful fish, but only if you choose them for their adult size and temperament rather than how they look in the shop. Start by testing your tap water's hardness and pH, because some of the prettiest small fish need soft water and others prefer it hard.

A reliable plan is one mid-water shoal, one bottom group and one centrepiece:

- **A shoal of 8 to 10 small tetras or rasboras**, such as ember tetras, harlequin rasboras or, in soft water, neon tetras. Shoaling fish are bolder and more colourful in proper numbers.
- **A group of 6 small Corydoras**, such as pygmy or dwarf corydoras, over soft sand that won't wear down their barbels.
- **A centrepiece**, such as a single honey gourami or a pair, which stays small and gentle.

In harder water, a small group of platies or Endler's livebearers works well instead, with females outnumbering males. Expect babies.

Leave these for bigger tanks, however appealing they look:

- goldfish, which are cold-water fish and grow far too large;
- common plecos, which can exceed 30 cm;
- angelfish, which grow tall and will eat small tetras;
- tiger barbs, which nip fins and need a large group of their own;
- red-tailed black sharks and other territorial species.

Add fish in small batches only after the tank has finished cycling, starting with the hardiest, and leave a couple of weeks between batches so the filter bacteria can catch up. Test the water after each addition. Ask the shop about adult size and water requirements for every species, and buy from a retailer who quarantines new stock before selling it.`,
    hasImage: true,
  },

  // ---------------------------------------------------------------- exotics
  {
    key: 'hay-first-rabbit-diet',
    title: 'Hay First: Building the Right Diet for a Pet Rabbit',
    excerpt:
      'A rabbit should eat a pile of hay the size of its own body every day. Why fibre matters so much for teeth and gut, and where pellets, greens and treats fit in.',
    families: ['exotics'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2024-06-11',
    content: `Rabbits evolved to graze for hours every day, and two parts of their bodies depend on it. Their teeth never stop growing, by around 2 to 3 mm a week, and only the long, side-to-side grinding of fibrous food wears them down evenly. Their gut relies on a constant flow of indigestible fibre to keep moving. Take the fibre away and you get overgrown teeth with sharp spurs that cut the tongue and cheeks, and gut stasis, in which the digestive system slows down or stops.

So the foundation is simple: good-quality hay or grass should make up about 85 percent of the diet and be available at all times. As a guide, a rabbit should eat a bundle at least as big as itself every day. Timothy, meadow and orchard grass hays are all suitable; alfalfa is too rich in protein and calcium for adults and best kept for young rabbits. Good hay is green, sweet-smelling and free of dust and mould.

The rest of the diet:

- **Leafy greens and herbs**: an adult-sized handful twice a day, varied, such as spring greens, kale, romaine lettuce, coriander, parsley, basil and dandelion leaves.
- **Pellets**: a small, measured amount of a plain pellet, roughly an egg cup a day for a medium-sized rabbit.
- **Treats**: carrot and fruit are sugary, so only small pieces.

Avoid muesli-style mixes. Rabbits pick out the sweet flakes and leave the rest, and studies have linked these mixes to dental disease, obesity and digestive problems.

Watch for a rabbit that stops eating or produces fewer, smaller droppings. In rabbits this is an emergency: if yours hasn't eaten for 12 hours, call a vet the same day.`,
    hasImage: true,
  },
  {
    key: 'guinea-pigs-and-vitamin-c',
    title: 'Vitamin C and Guinea Pigs: Preventing Scurvy',
    excerpt:
      "Like us, guinea pigs can't make their own vitamin C. A few strips of pepper a day keep scurvy away, and vitamin drops in the water bottle don't.",
    families: ['exotics'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-05-06',
    content: `Most mammals make their own vitamin C. Guinea pigs, like humans and other primates, cannot: they lack a working version of the enzyme needed for the final step. Every milligram has to come from food, and without it they develop scurvy within a few weeks.

Vitamin C is needed to make collagen, the protein that holds skin, gums, blood vessels and joints together. A guinea pig with scurvy may be reluctant to move, walk stiffly or squeal when picked up because its joints are swollen and painful. Other signs include a rough coat, weight loss, poor appetite, diarrhoea, bleeding gums and wounds that are slow to heal. Deficiency also weakens the immune system, so respiratory and skin infections become more likely.

A healthy adult guinea pig needs roughly 10 to 30 mg of vitamin C per kilogram of body weight a day, and pregnant sows and sick animals need more. Fresh food is the best source:

- sweet peppers, especially red and yellow ones, with around 130 to 180 mg per 100 g;
- kale and parsley;
- broccoli, including the leaves and stalk;
- cabbage leaves and Brussels sprouts in moderation.

A few strips of pepper and a handful of leafy greens each day cover most guinea pigs' needs. Feed a pellet formulated for guinea pigs rather than a rabbit food, and check the date of manufacture: vitamin C in pellets breaks down over time, and after about three months much of it has gone.

Vitamin C drops in the water bottle are not recommended. The vitamin degrades within hours in water and light, so the dose is unreliable, and the taste can put guinea pigs off drinking. If your vet finds a deficiency, they will prescribe a supplement to be given by mouth at a known dose.`,
    hasImage: false,
  },
  {
    key: 'heat-and-uvb-for-bearded-dragons',
    title: 'Heat and UVB for Bearded Dragons: Getting the Set-Up Right',
    excerpt:
      'Most health problems in pet bearded dragons come down to lighting and temperature. Basking temperatures, UVB tubes and enclosure size explained.',
    families: ['exotics'],
    categories: ['care'],
    author: 'emily-clarke',
    date: '2025-09-23',
    content: `Bearded dragons come from the dry woodlands and deserts of central Australia, where they spend the morning basking on rocks and branches in intense sun. In captivity, lighting and heating have to recreate that, and getting them wrong is behind most of the health problems vets see in the species.

Dragons are ectotherms: they rely on outside heat to digest food and run their immune system. The enclosure needs a temperature gradient, hot at one end and cooler at the other, so the lizard can move between them. For adults, aim for a basking surface of about 40 to 45°C, measured on the surface with an infrared thermometer, 24 to 29°C at the cool end, and a night-time drop to around 18 to 22°C with all lights off. Use a bright basking lamp controlled by a thermostat, and a timer giving 12 to 14 hours of daylight.

UVB is just as important. Bearded dragons make vitamin D3 in their skin under UVB light and need it to absorb calcium. Without it they develop metabolic bone disease: soft, bending bones, swollen limbs, tremors and a rubbery jaw. Use a linear T5 high-output UVB tube, typically rated 10 to 14 percent, running about half to two-thirds of the enclosure's length and mounted beside the basking lamp, so the lizard gets heat and UVB in the same place. Glass and plastic block UVB and mesh reduces it, so follow the maker's distance guidance and replace the tube as recommended, usually every 12 months.

Space completes the picture. An adult needs an enclosure of at least 120 × 60 × 60 cm, with branches and rocks to climb, a hide at the cool end and a substrate that can't be swallowed in quantity.

If your dragon is lethargic, off its food or dull in colour for more than a few days outside brumation, the winter slowdown many adults go through, check your temperatures first, then see a reptile vet.`,
    hasImage: true,
    home: true,
  },
  {
    key: 'bonding-a-pair-of-rabbits',
    title: 'Bonding Rabbits: How to Introduce a Companion',
    excerpt:
      'Rabbits are social animals and happiest in pairs, but introductions need planning. Neutering, neutral ground and patience make a lasting bond.',
    families: ['exotics'],
    categories: ['behaviour', 'adoption'],
    author: 'ana-ribeiro',
    date: '2026-06-02',
    content: `In the wild, rabbits live in groups and spend much of the day grooming, resting and feeding side by side. A single pet rabbit, however much attention it gets from people, misses out on that, and welfare organisations recommend keeping rabbits at least in pairs. The most successful combination is usually a neutered male with a neutered female, although same-sex pairs can work, especially littermates.

Neutering comes first, for both rabbits. It prevents litters, reduces hormonal aggression and territorial behaviour, and in females removes the high risk of uterine cancer later in life. Males can remain fertile for up to six weeks after castration, so keep them away from unspayed females for that time, and allow a few weeks for hormones to settle before you start.

Introductions should take place on neutral ground, somewhere neither rabbit has been before, such as a bathroom floor or a pen in a new corner of the garden, with two of everything: hay piles, water bowls and hides with two exits. Many owners begin with the rabbits living side by side, separated by a mesh divider, for a week or two.

Expect some drama. Chasing, mounting, circling and a few tufts of fur are normal as the rabbits work out who is in charge. A real fight is not: rabbits locked together in a spinning, biting ball must be separated at once. Keep a towel or oven glove to hand, and go back a step.

Signs of success are lying down together, eating side by side and, above all, grooming each other. Some pairs bond in an afternoon; others take weeks. Once bonded, keep them together, including for trips to the vet, because even a short separation can undo the bond.`,
    hasImage: true,
  },
];
