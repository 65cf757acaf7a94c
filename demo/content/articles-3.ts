import type { SeedArticle } from './types';

export const articles3: SeedArticle[] = [
  // ---------------------------------------------------------------- full length
  {
    key: 'calmer-vet-visits',
    title: 'Calmer Vet Visits for Dogs and Cats',
    excerpt:
      'Fear at the vet is common, makes examinations harder and stops owners bringing pets in at all. A vet explains how carrier training, happy visits, small changes on the day and, when needed, pre-visit medication take the dread out of check-ups.',
    families: ['dogs', 'cats'],
    categories: ['health', 'behaviour'],
    author: 'ana-ribeiro',
    date: '2026-10-06',
    content: `A good share of the cats I see arrive already frightened, and a fair number of dogs have to be coaxed through the door. Owners notice. In one large American survey, more than half of cat owners said their cat hated going to the vet, and many admitted that this was one reason they came less often.

Fear is more than unpleasant. A frightened animal has a raised heart rate, blood pressure and blood glucose, which muddies test results, and it hides the very signs I am looking for: a cat rigid with fear won't show me how it walks, and a dog panting at the door won't let me hear its heart properly. Fear also builds on itself, so each bad visit makes the next one harder. The encouraging part is that most of it can be changed, and most of the work happens at home.

## Why the clinic is so frightening

From an animal's point of view, a vet visit stacks up almost everything it dislikes: confinement, a car journey, unfamiliar smells (including the scent of other stressed animals), slippery surfaces and strangers handling sensitive parts of the body. Cats are territorial and depend on a sense of control over their surroundings, so being taken out of their home range is especially hard for them. Dogs, for their part, quickly learn that a particular car park predicts a needle.

## Start with the carrier

For cats and small dogs the journey begins with the carrier, and for many that is where the struggle starts. If the carrier only comes down from the loft an hour before the appointment, it becomes a reliable warning.

- Leave the carrier out all the time, in a room the cat uses, with the door open or the top off and a familiar blanket inside.
- Drop treats or a few pieces of kibble in it now and then, and feed meals next to it, then inside it.
- Once the cat walks in happily, close the door for a few seconds, then open it again. Build up to lifting the carrier and walking round the house with it.
- Choose a carrier that opens from the top as well as the front, or whose top half lifts off. A cat can then stay in the base for much of the examination.

<div class="product-card" data-id="18" data-title="A carrier that opens from the top" data-description="A nervous cat can be examined in the base of the carrier instead of being tipped out of it."></div>

## Dogs: make the clinic a place where good things happen

Many practices are happy for you to drop in with your dog between appointments, stand on the scales, collect a treat from the receptionist and leave. A handful of these happy visits make the building far less ominous. At home, get your dog used to the handling a vet will do: look in the ears, lift the lips, hold a paw and run a hand down each leg, rewarding as you go. A chin rest, where the dog learns to hold its head still on your palm because it chooses to, gives a worried dog a way of saying "I'm ready" and "I need a break".

Teach a basket muzzle too, feeding treats through it until your dog pushes its nose in willingly. A muzzle introduced during a calm week at home is far less upsetting than one strapped on by a stranger in an emergency.

![A dog standing calmly while a vet examines it](/media/illustrations/vet-visit.webp "large")

## On the day

Small choices add up:

- Book a quiet time of day, and ask for a longer appointment if your pet needs one.
- Bring your pet a little hungry so treats work, unless it is diabetic or your vet has advised otherwise, and pack the treats it likes best.
- Cover the cat carrier with a towel. If you find synthetic feline pheromone helps your cat, spray the towel about fifteen minutes before you put it on.
- In the waiting room, keep the carrier on a chair or shelf, not on the floor where dogs can put their noses to it. Many clinics have a separate area for cats.
- A dog that is worried by other dogs may do better waiting in the car. Tell reception, and they can phone you when the vet is ready.
- Stay calm and matter-of-fact yourself; pets read our tension remarkably well.

## In the consulting room

Tell us if your pet is frightened, because it changes how we work. We can examine a cat on the floor or in its carrier, leave the least pleasant procedures until last, split a long list over two visits, or give a dog a lick mat smeared with something tasty to work on during a vaccination. Practices accredited as Cat Friendly Clinics by the International Society of Feline Medicine have signed up to cat-specific standards, which is worth looking for if your cat struggles.

> If your pet is so frightened that examining it is dangerous, ask about medication before the visit. A single dose of an anti-anxiety medicine, such as gabapentin for cats or trazodone for dogs, given at home one to two hours before you leave, can turn a wrestling match into a quiet consultation. It is not giving up on training: it stops each visit from making the fear worse.

Only give a dose prescribed for your own animal, and try it once at home on a quiet day so you know how it affects your pet.

## Coming home

A cat returning from the clinic can smell strange to the others in the house, and a companion that was friendly that morning may hiss or even attack. Keep the returning cat in a separate room for a few hours so it can groom and smell like home again, and reintroduce gradually if there is tension. Whatever the species, end the trip with something pleasant, such as a meal, a game or a quiet nap, so that the last memory of the day is a good one.`,
    getMore: `**Before the next check-up**

- Carrier out and open at home at least a week beforehand, ideally all the time
- Favourite treats, and a towel or blanket that smells of home
- A note of questions, current medicines and any changes you have noticed
- A short video of anything odd, such as a limp or a cough, that may not show in the clinic
- Ask whether pre-visit medication would help, and try it at home first`,
    imageCaption: 'Gentle handling and plenty of treats help pets see the clinic as a safe place.',
    hasImage: true,
    isActive: true,
    home: true,
    featured: true,
  },
  {
    key: 'diabetes-in-cats',
    title: 'Diabetes in Cats: Diagnosis, Treatment and the Chance of Remission',
    excerpt:
      'Drinking more, weeing more and losing weight despite a big appetite are the classic signs. A vet explains how feline diabetes is treated, what daily life with insulin looks like, and why early, careful control can put some cats into remission.',
    families: ['cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2025-03-04',
    content: `Diabetes mellitus is one of the most common hormonal diseases of cats, affecting somewhere between one cat in a hundred and one in five hundred, and it is becoming more frequent as more cats live long, comfortable and rather sedentary lives indoors. A diagnosis can feel overwhelming, because it usually means injections twice a day. Most owners are surprised by how quickly the routine becomes ordinary, and there is a real prospect of a good outcome: a proportion of cats, treated early and well, stop needing insulin altogether.

## What goes wrong

Insulin is the hormone that lets the body's cells take up glucose from the blood. Most diabetic cats have a disease much like type 2 diabetes in people. Their tissues respond poorly to insulin, usually because of excess body fat, and the cells of the pancreas that produce it are gradually exhausted by the effort of keeping up. Persistently high blood glucose is itself toxic to those cells, which is why getting it under control early matters so much.

The main risk factors are:

- being overweight, which makes a cat several times more likely to develop diabetes
- age, with most cats diagnosed after about eight years
- being a neutered male
- inactivity and a life spent entirely indoors
- breed: Burmese cats are over-represented in studies from the UK, Australia and New Zealand
- certain medicines, particularly long-acting corticosteroid injections and progestogens
- acromegaly, an excess of growth hormone caused by a pituitary tumour, which UK screening found in about a quarter of diabetic cats and which makes diabetes much harder to control

## Signs to look for

The classic picture is a cat that drinks and urinates much more than it used to, eats well or even ravenously, and still loses weight. Owners often notice first that the litter needs changing more often, or that the cat has started drinking from the tap or the shower tray. Some cats develop weakness in the back legs and begin walking on their hocks, with the whole back of the leg flat on the ground. This diabetic neuropathy often improves once glucose is controlled.

If diabetes goes unrecognised, the body starts breaking down fat for fuel and produces ketones, leading to diabetic ketoacidosis. A cat that stops eating, vomits, becomes lethargic or seems dehydrated needs to be seen the same day.

## How it is diagnosed

One high glucose reading is not enough, because fear alone can push a cat's blood glucose very high on the consulting table. We look for persistently raised glucose together with glucose in the urine, and usually measure fructosamine, a blood protein that reflects the average glucose level over the previous two to three weeks and is not affected by a moment of stress. Blood and urine tests also look for conditions that often travel with diabetes, such as urinary infections and pancreatitis.

![A lean, healthy tabby cat resting on a windowsill](/media/illustrations/cat-portrait.webp "large")

## Treatment: insulin, diet and weight

Most cats are treated with insulin injected under the skin every 12 hours, straight after a meal. Longer-acting insulins such as glargine and protamine zinc insulin tend to give the smoothest control in cats. The needles are tiny and most cats barely notice them, particularly when the injection is followed by a fuss. Your vet or nurse will show you how to mix, draw up and give the dose, and how to store the insulin in the fridge.

There is now an oral option as well. Velagliflozin, a once-daily liquid licensed in Europe in 2023, makes the kidneys pass excess glucose into the urine. It suits some newly diagnosed cats that are otherwise well and have never had insulin, but it carries a risk of ketoacidosis in the first weeks, so it needs careful screening beforehand and close monitoring afterwards.

Diet is part of the treatment, not an afterthought. A high-protein, low-carbohydrate food, usually wet, blunts the rise in glucose after meals and helps with weight loss; prescription diabetic diets are formulated this way. If your cat is overweight, aim for a slow loss of around 1 percent of body weight a week. Cats that lose weight too fast, or stop eating for a few days, are at risk of hepatic lipidosis, a serious liver disease.

Play helps too. Two or three short sessions a day of stalking and pouncing burn calories, keep muscles strong and give an indoor cat something to do besides waiting for dinner.

<div class="product-card" data-id="15" data-title="Five minutes of hunting, twice a day" data-description="A fluttering feather lure gets even a portly cat stalking and pouncing, which helps with weight loss."></div>

## Monitoring at home

Control is judged on several things together: how much your cat drinks, its appetite, weight and energy, and blood glucose measured across the day. Many owners learn to take a drop of blood from the edge of the ear with a lancet and a glucose meter calibrated for animals, which is far less stressful for the cat than a day in the clinic. Continuous glucose sensors, stuck to the skin for up to two weeks, are increasingly used as well. Keep a log of doses, meals and readings, and never change the dose without speaking to your vet.

> The biggest danger for a cat on insulin is not high blood sugar but low. If your cat becomes weak, wobbly or disorientated, or starts twitching, rub honey or glucose syrup onto its gums and phone your vet immediately. If it refuses a meal, don't give the usual insulin dose: call for advice instead.

## Remission

Because the damage done by high glucose is partly reversible, some cats recover enough of their own insulin production to manage without injections, usually within the first three to six months of treatment. The odds are best when diabetes is caught early, glucose is well controlled from the start, a low-carbohydrate diet is fed and any steroid treatment is stopped. Remission is not a cure. The underlying tendency remains, and relapse is common if the weight comes back, so keep feeding the same way, keep weighing your cat and keep an eye on the water bowl.`,
    getMore: `**A day with a diabetic cat**

- Morning and evening: a measured meal, then the insulin, 12 hours apart
- The same food in the same amounts every day; treats only if agreed with your vet
- Every week: weigh your cat and note how much it drinks
- Honey or glucose syrup kept where you can find it in a hurry
- Used needles in a sharps bin, which most clinics supply and collect`,
    imageCaption:
      'Keeping a cat lean is the best protection against diabetes, and a key part of treating it.',
    hasImage: true,
  },
  {
    key: 'moving-house-with-pets',
    title: 'Moving House with a Dog or Cat',
    excerpt:
      'Boxes, strangers and furniture disappearing into a van: moving day is hard on pets, and it is when many of them go missing. A plan for the weeks before, the day itself and the first month in the new home.',
    families: ['dogs', 'cats'],
    categories: ['lifestyle', 'care'],
    author: 'emily-clarke',
    date: '2025-07-22',
    content: `Moving house sits near the top of most lists of stressful life events, and that is for people, who at least understand what is going on. For a dog or cat, familiar furniture vanishes into boxes, strangers walk in and out with the doors propped open, and then everything it knows is replaced by rooms full of unfamiliar smells. Rescue centres and microchip databases hear the same story every summer: a pet slipped out through a door left open for the removal team, in the middle of the chaos, and nobody noticed for an hour.

With some planning, the move can be dull from your pet's point of view, which is exactly what you want.

## A month or so before

- Register with a vet near the new home and ask your current practice to send on your pet's clinical records.
- Make sure repeat prescriptions and parasite treatments will last through the first few weeks.
- Check that the microchip is registered to you and note which database it is on, so you can update the address on the day. In Portugal that means the national SIAC register; elsewhere, the database named on your registration papers.
- Order a new ID tag with your mobile number, which won't change when the address does.
- If you are renting, get the landlord's permission for pets in writing.

## Packing without panic

Cats in particular notice the change as soon as boxes appear. Bring them in gradually rather than packing the whole house in one weekend, and leave the rooms your cat uses most until last. Keep meals, walks and play at their usual times: routine is the one familiar thing you can hold constant while everything else changes. A plug-in pheromone diffuser in the cat's favourite room, started a week or two ahead, is worth trying.

Dogs often become clingy or restless as the household gets busier. A long walk before a packing session, and something absorbing to do during it, help them switch off rather than follow you from room to room.

<div class="product-card" data-id="8" data-title="Something to do while you pack" data-description="A sliding-tile puzzle feeder keeps a dog busy and out from under your feet during long packing sessions."></div>

## Moving day

The safest place for a pet on moving day is somewhere else. If a friend, a trusted sitter, or a boarding kennel or cattery can have your dog or cat for the day, book it early. If not, clear one small room the day before, such as a bathroom, and shut your pet in it with water, bedding and a litter tray or a plan for toilet breaks. Put a sign on the door saying DO NOT OPEN and tell the removal team why it is there. That room is the last to be emptied, and the cat goes into its carrier before anyone opens the door.

For the journey, cats and small dogs travel in a secure carrier held in place by a seat belt, and larger dogs in a crate or on a car harness. Never put an animal in the removal van.

![A car packed for a move, with space kept for the pet carrier](/media/illustrations/travel.webp "fluid")

## The first days in the new home

Before letting your pet explore, walk round the house and garden yourself. Look for gaps in fences, gates that don't latch, open fireplaces, spaces behind kitchen units and anything the previous owners left behind, from slug pellets in the borders to rat bait in the shed.

Then set up a base room with familiar things: the bed, unwashed blankets, bowls and toys and, for a cat, the litter tray and scratching post. Let a cat stay in that room until it is eating and using the tray normally, then open up the rest of the house a room at a time. Dogs generally adapt faster, but keep them on a lead or long line outside until you know the garden is secure, and walk the same route near home every day for the first week so the neighbourhood becomes familiar.

> Keep cats indoors for at least three to four weeks after a move, however loudly they protest. A cat let out too early has no mental map of its new territory, and many set off towards the old home, sometimes across busy roads.

If you have moved only a few streets, the pull of the old territory can last for months. Ask the new occupants of your former home, and the neighbours there, to contact you rather than feed your cat if it turns up. When the time comes, let it out just before a meal so it comes back hungry, and start with short trips into the garden with you nearby, so it can lay down scent and learn the way back to the door.

Finally, update the microchip record with the new address on the day you move, and put the new vet's number on the fridge. Most pets settle within a few weeks. Older ones can take longer, so expect some extra vocalising, hiding or clinginess, and give them time.`,
    getMore: `**Moving-day bag for your pet**

- Carrier or crate, lead and harness
- Several days' food, bowls and a bottle of water
- Litter tray and a bag of the usual litter
- Medication, vaccination records and pet passport, if there is one
- Unwashed bedding and a favourite toy
- The new vet's phone number`,
    imageCaption: 'Pets travel in the car with you on moving day, never in the removal van.',
    hasImage: true,
  },

  // ---------------------------------------------------------------- cats: short
  {
    key: 'grooming-a-longhaired-cat',
    title: 'Grooming a Longhaired Cat Without a Fight',
    excerpt:
      'Mats form in the armpits, behind the ears and under the tail long before they show on top. How to comb a Persian or Maine Coon in short, calm sessions, and why scissors are the wrong tool for a knot.',
    families: ['cats'],
    categories: ['care'],
    author: 'marta-sousa',
    date: '2024-03-26',
    content: `A Persian's coat is the product of generations of selective breeding, and the cat cannot keep it tidy on its own. Semi-longhaired breeds such as the Maine Coon, Norwegian Forest Cat and Ragdoll manage better, but they still mat where fur rubs: behind the ears, in the armpits, along the belly and on the "trousers" at the back of the hind legs.

A metal comb with wide and fine teeth does most of the work. Use the wide end first, working in small sections from the skin outwards, then follow with the fine end. A slicker brush lifts loose undercoat from the body, but it glides over the top of a knot without reaching it, so always finish with the comb. If it passes down to the skin everywhere, the coat is clear.

<div class="product-card" data-id="7" data-title="For loose undercoat" data-description="Fine, angled pins lift shed undercoat from semi-long coats before it clumps into mats."></div>

How often depends on the coat: daily for a Persian, two or three times a week for most semi-longhairs, and more during the spring moult. Keep sessions to a few minutes at first and stop while your cat is still relaxed, not once its tail starts to twitch. Pick a time when it is already drowsy, begin with the back and cheeks, and give a treat after each tricky area. Leave the belly and armpits until your cat trusts the routine.

Never cut a mat out with scissors. Matted fur pulls the skin up into a tent, and a cut from the blades is one of the grooming injuries vets stitch most often. Tease small knots apart with your fingers and the comb, or use a mat splitter. Large or widespread mats are a job for a groomer or the clinic, sometimes under sedation.

Finally, a cat that stops grooming itself, or whose coat turns greasy and matted along the back, may be in pain or unable to reach. That needs a vet, not just a brush.`,
    imageCaption: 'Short, regular sessions keep a long coat free of mats.',
    hasImage: true,
  },
  {
    key: 'cats-and-fireworks',
    title: 'Fireworks, Thunder and Frightened Cats',
    excerpt:
      'Cats hide their fear better than dogs, but loud bangs upset many of them. How to prepare the house, what to do on the night and when to talk to your vet.',
    families: ['cats'],
    categories: ['behaviour'],
    author: 'marta-sousa',
    date: '2024-10-22',
    content: `A dog terrified of fireworks is hard to miss. Cats usually just disappear, which is why their fear is so easy to underestimate. A frightened cat may press itself flat under a bed with its pupils wide and ears turned back, refuse food, stop using the litter tray, or bolt through the cat flap and stay out all night. A few spray or soil indoors for a while afterwards.

## Before the night

Most displays happen after dark, so bring outdoor cats in before dusk on the evenings you expect fireworks, from New Year's Eve to summer festivals, and lock the cat flap. Check your cat's microchip details are current in case it escapes anyway. A few days ahead, plug a synthetic pheromone diffuser into the room where your cat spends most time; some cats seem calmer with one.

Offer hiding places at different heights: a cardboard box on its side lined with a jumper that smells of you, the top of a wardrobe, the space under a bed. Cats feel safer when they can choose.

## On the night

- Close windows and curtains, and put on the television or music to blur the bangs.
- Let your cat hide, and don't drag it out to comfort it. Hiding is how cats cope.
- Put food, water and a litter tray close to the hiding place.
- Stay home if you can, and behave normally. Respond calmly to a cat that comes to you, but leave one that wants to be alone.

## Longer term

If the fear is severe, talk to your vet well before the season, as short-term medication on the day can help. Over the following months you can also work on gradual desensitisation: play recordings of fireworks so quietly that your cat carries on eating or playing, and raise the volume very slowly over weeks. If your cat reacts, you have gone too far, so turn it down and go more slowly.`,
    imageCaption: 'A box lined with something that smells of you makes a reassuring bolt-hole.',
    hasImage: true,
    home: true,
  },
  {
    key: 'raw-and-homemade-diets-for-cats',
    title: 'Raw and Homemade Diets for Cats: What Can Go Wrong',
    excerpt:
      'Cats are strict carnivores, but a bowl of minced chicken is not a complete diet. A nutritionist explains the deficiencies and infections vets see, and how to reduce the risks if you feed this way.',
    families: ['cats'],
    categories: ['nutrition'],
    author: 'lucas-ferreira',
    date: '2025-01-14',
    content: `The case for feeding a cat raw meat sounds simple: cats are obligate carnivores, and their wild relatives don't eat kibble. But a wild cat eats whole prey, with bones, organs, blood and gut contents, and a bowl prepared at home rarely comes close.

## Nutrients that go missing

Cats need taurine, found in muscle and heart but partly lost when meat is minced, stored or cooked; a shortage causes blindness and a heart muscle disease, dilated cardiomyopathy. They need ready-made vitamin A, because they can't convert it from plant sources, and arachidonic acid from animal fat. Meat alone is low in calcium and high in phosphorus, and a young cat fed plain meat can develop soft, fracturing bones within months. When researchers analysed more than a hundred published homemade recipes for cats, nearly all were short of at least one essential nutrient.

## Infections

Raw meat carries bacteria such as Salmonella, Listeria, Campylobacter and E. coli, including antibiotic-resistant strains, and cats can shed them in their faeces while looking perfectly well. That puts whoever cleans the litter tray at risk, above all young children, pregnant women, older people and anyone with weakened immunity. Raw poultry can also carry bird flu: outbreaks of H5N1 in cats in Poland in 2023 and the United States in 2024 were linked to raw food, and many of the cats died. In the UK, a cluster of tuberculosis in cats in 2018 and 2019 was linked to a commercial raw venison product.

## If you still want to feed this way

- Choose a commercial raw food labelled complete, from a maker that tests every batch for pathogens.
- For homemade food, use a recipe formulated for your cat by a board-certified veterinary nutritionist, and follow it exactly, supplements included.
- Thaw in the fridge, wash bowls and surfaces in hot soapy water, and wash your hands after handling food or litter.
- Don't feed raw if anyone at home is vulnerable to infection.`,
    hasImage: false,
  },
  {
    key: 'why-cats-knead-and-purr',
    title: 'Why Cats Knead and Purr (with Drawings)',
    excerpt:
      'Paws pumping on your lap, a rumble you can feel through the sofa. An illustrated guide to kneading and purring, and why a purr is not always a happy one.',
    families: ['cats'],
    categories: ['behaviour', 'lifestyle'],
    author: 'marta-sousa',
    date: '2025-09-30',
    content: `You sit down. A cat arrives. It climbs onto your lap, turns round twice and begins: left paw, right paw, claws in, claws out, eyes half closed, rumbling like a lorry idling two streets away. You are being kneaded.

![A cat settling on a lap, front paws kneading](/media/illustrations/cat-portrait.webp "square")

## Making biscuits

Kittens knead their mother's belly as they suckle, which helps the milk flow. Many cats keep the habit for life and do it when they feel as safe as they did then: on a soft blanket, a warm lap or a favourite person. There are scent glands between the toes, so kneading may also leave a discreet "mine" on whatever is being pummelled. Some cats drool while they do it. This is a compliment, even if it doesn't feel like one.

If the claws hurt, keep a folded blanket on your lap. Don't push the cat off or scold it; it has no idea it is hurting you.

![A kitten curled up, mid-purr](/media/illustrations/kitten.webp "square")

## The purr

The purr comes from the larynx and carries on through both the in-breath and the out-breath, at roughly 25 to 150 vibrations a second. Kittens purr from a few days old and their mother purrs back, which is handy when neither can see much yet.

Usually it means contentment, but not always. Cats also purr when giving birth, in pain or frightened on the vet's table, possibly to soothe themselves. So listen to the purr and look at the cat: loose and sprawled on your lap is a happy purr, hunched in a corner is not.

## The breakfast purr

Then there is the purr that starts at half past five in the morning, right next to your ear. Researchers have found that some cats hide a high-pitched cry inside it, pitched close to a human baby's, which people find strangely hard to ignore. You are not imagining it. You are being managed.`,
    hasImage: true,
    isComic: true,
    home: true,
  },
  {
    key: 'feline-idiopathic-cystitis',
    title: 'Stress Cystitis in Cats: When the Bladder Reacts to the Home',
    excerpt:
      'Straining, blood in the urine and wee in odd places, with no infection to be found. Feline idiopathic cystitis is common in young indoor cats, and stress is a large part of the story.',
    families: ['cats'],
    categories: ['health', 'behaviour'],
    author: 'marta-sousa',
    date: '2026-02-17',
    content: `Feline idiopathic cystitis, or FIC, is a painful inflammation of the bladder with no infection, stones or other obvious cause. In young and middle-aged cats with urinary signs it is the most common diagnosis of all, accounting for around half of cases or more. Affected cats strain, pass small amounts often, may have blood in their urine, lick their genitals, and often urinate outside the tray, frequently on soft surfaces or on something cool such as the bath.

> A male cat straining without producing any urine may have a blocked urethra. This is an emergency: potassium builds up in the blood and can stop the heart within a day or two. Get him to a vet straight away, day or night.

Because there is no single test, your vet diagnoses FIC by ruling other causes out, with a urine test and often an ultrasound scan or X-ray. Pain relief comes first. After that, much of the management happens at home, because flare-ups are closely tied to stress. Cats with FIC appear to have an exaggerated stress response, and the bladder wall is part of how it shows.

## What helps

- **More water.** Wet food, water bowls placed away from food and a fountain for cats that prefer running water all dilute the urine. Many vets suggest a mostly wet diet.
- **Less conflict.** Tension between cats sharing a home is a common trigger and easy to miss, because it is silent: blocking doorways, staring, one cat avoiding a room. Give each cat its own feeding place, water, resting spots and tray, spread through the house.
- **Predictability.** Regular mealtimes and play, and gentle preparation for big changes such as builders or house guests.
- **Somewhere to retreat**, high up or tucked away, so a worried cat can remove itself.

Episodes often settle within a week, but many cats have repeat bouts. Keep a diary of flare-ups: they tend to follow a visitor, a new cat outside the window or a change of routine, and spotting the pattern is half the treatment.`,
    hasImage: false,
  },
  {
    key: 'caring-for-an-older-cat',
    title: 'Caring for an Older Cat',
    excerpt:
      "From about eleven, a cat's needs begin to change: more check-ups, easier access to everything and often more calories, not fewer. A nutritionist's guide to the senior years.",
    families: ['cats'],
    categories: ['care', 'nutrition'],
    author: 'lucas-ferreira',
    date: '2026-04-28',
    content: `Cats are usually called senior from about 11 years and geriatric from 15, and many now live well into their late teens. Ageing in cats is quiet. They rarely complain, so changes in weight, movement and habits are the signs to watch.

## Weight: the direction changes

Middle-aged cats tend to put weight on. From around 12, the trend often reverses: the gut digests fat and protein less efficiently, muscle is gradually lost, and many older cats grow thin even though they eat well. Unexplained weight loss in an older cat always deserves a check-up, because it is also an early sign of several common diseases.

For a healthy older cat losing condition, a highly digestible, energy-dense senior food, offered as several small meals, helps. Don't cut protein unless your vet advises it for a specific illness; older cats need enough of it to hold on to their muscle. Weigh your cat monthly on kitchen or baby scales: 200 g is a lot for a 4 kg cat, and invisible under the fur.

## Stiff joints

X-ray studies suggest most cats over 12 have some degenerative joint disease, yet only a minority are ever treated for it. Cats don't limp much; they stop jumping, choose lower resting places, groom less and miss the tray. You can help by:

- adding a step or ramp to favourite spots such as the sofa or a windowsill
- using a litter tray with one low side
- keeping food, water and a tray on every floor, so nobody has to climb stairs
- providing warm, padded beds out of draughts

Pain relief for arthritic cats has improved a great deal, so ask your vet rather than putting the changes down to age.

## Check-ups

Twice-yearly visits, including a blood pressure reading and blood and urine tests, catch problems early. Bring notes on appetite, thirst and weight; they tell your vet more than any single examination.`,
    imageCaption: 'Older cats appreciate warm beds they can reach without jumping.',
    hasImage: true,
  },
  {
    key: 'choosing-a-cat-for-a-flat',
    title: 'Choosing a Cat for Life in a Flat',
    excerpt:
      'Temperament matters more than pedigree when a cat will live indoors. Which breeds tend to settle, which tend to struggle, and what to check before you sign up.',
    families: ['cats'],
    categories: ['adoption', 'lifestyle'],
    author: 'emily-clarke',
    date: '2026-07-21',
    content: `Plenty of cats live long, contented lives in flats, but some personalities take to it far better than others. Before choosing, be honest about how much space you have, how long you are out each day and how thin your walls are.

## Breeds that tend to settle

Calmer, less athletic breeds usually adapt well to indoor life. The British Shorthair is placid and independent. The Ragdoll is gentle and people-focused, though it dislikes long spells alone. The Persian is quiet and sedentary but needs combing every day, and the Russian Blue is reserved with strangers and happy with a predictable routine.

## Breeds that may struggle

Energetic, inquisitive breeds such as the Bengal, Abyssinian and Savannah need space, height and a lot of activity, and can become destructive when bored. The Siamese and Oriental are sociable and very vocal, which your neighbours may notice before you do.

## The individual counts most

Most cats are not pedigrees, and a moggy's character matters more than its ancestry. Rescue centres often know which of their cats have always lived indoors or are content with their own company. If you are out at work all day, a bonded pair usually copes better than a single young cat.

## Before you bring a cat home

- Check that your lease or building rules allow pets.
- Net balconies and fit restrictors to windows. Falls from height are common enough in cats that vets have a name for them: high-rise syndrome.
- Find a ventilated spot for the litter tray, away from food, and room for a scratching post tall enough for a full stretch.`,
    imageCaption: 'Playful, calm or chatty: match the cat to the space you have.',
    hasImage: true,
  },

  // ---------------------------------------------------------------- dogs and cats: short
  {
    key: 'pet-insurance-explained',
    title: 'Pet Insurance Explained: What the Policy Wording Means',
    excerpt:
      'Lifetime, time-limited or accident-only? The difference only shows in the year your pet develops a long-term condition. What to check before you buy.',
    families: ['dogs', 'cats'],
    categories: ['lifestyle', 'care'],
    author: 'emily-clarke',
    date: '2024-01-30',
    content: `Modern veterinary medicine can do a great deal, from MRI scans to joint replacements, and it is priced accordingly. Insurance spreads that cost, but policies differ far more than their headline prices suggest.

## The main types of cover

- **Accident-only** pays for injuries, such as a broken leg or a swallowed sock, but no illness.
- **Time-limited** pays for each condition for a fixed period, usually 12 months, after which that condition is excluded.
- **Maximum benefit** sets a cash limit per condition with no time limit; once it is used up, that condition is no longer covered.
- **Lifetime** gives an annual limit that resets each year for as long as you renew. It is the only type that keeps paying for long-term conditions such as diabetes, allergic skin disease or arthritis year after year.

That last point matters more than any other. Chronic illness is where the big bills accumulate, and a dog diagnosed with diabetes at eight may need treatment for years.

## Read the small print for

1. **Excess**: what you pay towards each claim, or each condition each year.
2. **Co-payment**: a percentage of every bill, often 20 percent, that many insurers add once a pet passes a set age.
3. **Pre-existing conditions**: anything that showed signs before the policy started, usually excluded for good. Some insurers also exclude the second side of bilateral problems, so a dog treated for one torn cruciate ligament may not be covered for the other.
4. **Waiting periods**: illness is rarely covered in the first couple of weeks, and some conditions have longer waits.
5. **Age limits** for new policies, and how steeply premiums rise with age.

Insure young, before anything appears on the clinical record. If you prefer to self-insure, put a fixed sum into a separate account each month, and ask yourself honestly whether you could pay a bill of several thousand euros in the first year.`,
    hasImage: false,
  },
  {
    key: 'neutering-dogs-and-cats',
    title: 'Neutering Dogs and Cats: Benefits, Risks and Timing',
    excerpt:
      'For cats the answer is simple; for dogs, the right timing now depends on size, sex and lifestyle. A vet sets out what neutering prevents, what it may increase, and how to decide.',
    families: ['dogs', 'cats'],
    categories: ['health'],
    author: 'ana-ribeiro',
    date: '2024-06-04',
    content: `Neutering means removing the ovaries, and usually the uterus, in females, or the testicles in males. It is the operation vets perform most often, and for dogs the advice about it has changed more in the past decade than almost anything else in routine practice.

## Cats: early and straightforward

Unneutered females come into season repeatedly from as young as four months, calling and trying to get out, and can have several litters a year. Entire toms roam, fight, spray urine and pick up feline immunodeficiency virus through bites. Most veterinary bodies now recommend neutering cats at around four months, before puberty. The surgery is quick and recovery usually uneventful.

## Dogs: it depends

Spaying prevents pyometra, a life-threatening infection of the uterus that affects roughly a quarter of unspayed bitches by the age of ten, and lowers the risk of mammary tumours. Castration prevents testicular cancer and most prostate enlargement, and can reduce roaming and mounting.

On the other hand, large studies in breeds such as Golden Retrievers, Labradors and German Shepherds have linked neutering before a year old with more cruciate ligament rupture, hip dysplasia and certain cancers. Spaying raises the risk of urinary incontinence in some larger bitches, and castration does not cure fear-based aggression.

For many dogs, especially large and giant breeds, vets now suggest waiting until growth is complete, often between 12 and 18 months, while small breeds can usually be neutered sooner. For males, a hormone implant gives a temporary, reversible chemical castration, so you can see the effect before deciding on surgery.

## Afterwards

Neutered pets need fewer calories, just as their appetite tends to rise. Weigh your pet in the weeks after the operation and trim portions before the weight goes on.`,
    hasImage: false,
  },
  {
    key: 'microchips-and-pet-passports',
    title: 'Microchips and Pet Passports: The Paperwork for Taking a Pet Abroad',
    excerpt:
      'A microchip, a rabies vaccination and a 21-day wait are the basics for crossing a border in Europe with a dog or cat. The order matters more than most owners realise.',
    families: ['dogs', 'cats'],
    categories: ['care', 'lifestyle'],
    author: 'emily-clarke',
    date: '2024-08-20',
    content: `A microchip is a transponder the size of a grain of rice, injected under the skin between the shoulder blades. It has no battery and no GPS; it simply returns a 15-digit number when a scanner passes over it. That number is only useful if it links to your current details, so check the registration whenever you move or change phone number. In Portugal, dogs, cats and ferrets must be chipped and registered on the national SIAC database. In England, chipping has been compulsory for dogs since 2016 and, from June 2024, for cats by 20 weeks of age.

## The EU pet passport

To travel between EU countries with a dog, cat or ferret, you need:

1. an ISO-standard microchip, implanted before the rabies vaccination
2. a rabies vaccination given at 12 weeks of age or older
3. a wait of 21 days after the first rabies vaccination before travelling
4. an EU pet passport, issued by an authorised vet, recording both

The order is what catches people out. A rabies vaccination given before the chip was implanted doesn't count, and the process starts again. Keep boosters within the date shown in the passport, or the 21-day wait applies once more.

Dogs entering Ireland, Finland, Malta or Norway also need a tapeworm treatment recorded by a vet one to five days before arrival, and Great Britain has the same rule.

## Beyond the EU

Since Brexit, passports issued in Great Britain are no longer valid for travel into the EU; British pets need an animal health certificate, issued by an official vet no more than ten days before travel. Further afield, rules vary widely, and some countries require a rabies antibody blood test months in advance, so check official guidance as soon as a trip is on the horizon.`,
    imageCaption: 'Check the passport and the chip before you book, not the week before you leave.',
    hasImage: true,
  },
  {
    key: 'preparing-pets-for-a-new-baby',
    title: 'Preparing Your Dog or Cat for a New Baby',
    excerpt:
      'Start months before the due date, not the week after. How to change routines early, introduce the new arrival calmly and keep everyone safe.',
    families: ['dogs', 'cats'],
    categories: ['behaviour', 'lifestyle'],
    author: 'tom-hargreaves',
    date: '2025-05-13',
    content: `A baby changes a pet's world overnight: strange sounds and smells, less attention, and rooms that were always open suddenly shut. The trick is to make most of those changes while the baby is still months away, so your pet doesn't link them with the new arrival.

## In the months before

- Move walks, meals and play to the times you expect to manage once the baby is here.
- Decide which rooms will be off limits and fit baby gates now, teaching your dog to settle behind one with a chew.
- Walk the empty pushchair with your dog on a loose lead long before you need to.
- Play recordings of a baby crying at low volume while your pet eats or plays, raising it gradually over a few weeks.
- Teach your dog a solid "go to bed" and to leave things on the floor, from soft toys to dropped dummies.
- Let your cat inspect the nursery furniture, then keep the door shut or fit a cot net so the cot doesn't become a new bed.

## Bringing the baby home

Before you come home, have someone bring back a blanket the baby has used and let your pet sniff it. On the day, greet your dog without the baby first, so the excitement is over before the introduction. Then sit down calmly with the baby, let the dog approach on a loose lead, reward gentle sniffing and call it away after a few seconds. Cats will come and look when they are ready.

> Never leave a baby or young child alone with a dog or cat, however trustworthy, even while the baby sleeps. Most bites to young children come from the family's own dog, at home.

If you are pregnant, hand over litter tray duty, or wear gloves and empty the tray daily: the Toxoplasma parasite in cat faeces needs at least a day to become infectious.`,
    imageCaption: 'Routines changed months ahead are never blamed on the baby.',
    hasImage: true,
    home: true,
  },
  {
    key: 'pet-first-aid-kit-essentials',
    title: 'What to Put in a Pet First-Aid Kit',
    excerpt:
      'A well-stocked kit lets you control bleeding, flush an eye or remove a tick on the spot. The essentials, what to leave out, and the phone numbers to keep inside the lid.',
    families: ['dogs', 'cats'],
    categories: ['health', 'care'],
    author: 'ana-ribeiro',
    date: '2025-12-02',
    content: `First aid for pets has one purpose: to keep an injured animal as safe and comfortable as possible until it reaches a vet. A small kit at home, and a second in the car, makes that much easier.

## What to pack

- A card with your vet's number, the nearest out-of-hours clinic and an animal poison line
- Non-stick wound dressings, sterile gauze swabs and a roll of self-adhesive bandage
- Sterile saline pods for flushing eyes and wounds, and a 10 ml syringe to direct the flow
- A tick remover and blunt-ended tweezers
- Blunt-ended scissors for trimming fur and cutting dressings
- A digital thermometer and lubricant (normal rectal temperature in dogs and cats is roughly 38 to 39.2°C)
- Disposable gloves and a foil blanket
- A clean sock and some tape to cover an injured paw
- A large towel for wrapping a cat or carrying a small dog
- A soft muzzle for dogs

<div class="product-card" data-id="29" data-title="The essentials in one bag" data-description="Dressings, saline, a tick remover and a foil blanket, packed before you need them."></div>

## What to leave out

Nothing from your own medicine cabinet. Common human painkillers are toxic to dogs, and a single paracetamol tablet can kill a cat. Skip hydrogen peroxide and antiseptics meant for people too: they damage healing tissue, and some, such as tea tree oil, are poisonous to cats. Saline is all a fresh wound needs before the vet sees it.

A muzzle matters even for the gentlest dog, because an animal in pain may bite without warning, including someone it loves. Check the kit twice a year and replace anything used or out of date. Better still, book a pet first-aid course: some practices run short evening sessions, and practising a bandage on a calm dog is far easier than learning on an injured one.`,
    imageCaption: 'Keep one kit at home and another in the car.',
    hasImage: true,
    home: true,
  },
];
