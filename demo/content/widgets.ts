import type { SeedInfographic, SeedPoll, SeedQuote, SeedTip } from './types';

export const infographics: SeedInfographic[] = [
  {
    key: 'dog-body-language',
    title: "How to read your dog's body language",
    facts: [
      'A wagging tail means arousal, not always happiness',
      'Play bow, front down and rear up: an invitation to play',
      'Yawning and lip-licking out of context often signal stress',
      'Whale eye, with the whites showing, means the dog is uneasy',
      'Raised hackles show arousal: fear, excitement or alarm',
      'Tail tucked and body lowered: the dog is frightened',
    ],
    family: 'dogs',
    related: ['cat-tail-talk', 'toxic-foods-dogs'],
    home: true,
  },
  {
    key: 'puppy-vaccination-timeline',
    title: "Your puppy's vaccination timeline",
    facts: [
      '6-8 weeks: first core vaccine (distemper, parvo, hepatitis)',
      'Boosters every 2-4 weeks until at least 16 weeks old',
      'Rabies from 12 weeks; it is required for travel in the EU',
      'A booster at 6-12 months completes the puppy course',
      'Adult core boosters are usually needed only every 3 years',
      'Leptospirosis protection lasts a year: boost it annually',
    ],
    family: 'dogs',
    related: ['kitten-first-year', 'dog-body-language', 'toxic-foods-dogs'],
  },
  {
    key: 'toxic-foods-dogs',
    title: 'Foods that are dangerous for dogs',
    facts: [
      'Chocolate: the darker it is, the more toxic',
      'Grapes and raisins can cause sudden kidney failure',
      'Xylitol in sugar-free gum triggers a drop in blood sugar',
      'Onions, garlic and leeks damage red blood cells',
      'Macadamia nuts cause weakness, tremors and fever',
      'Cooked bones splinter and can pierce the gut',
    ],
    family: 'dogs',
    related: ['toxic-foods-cats', 'puppy-vaccination-timeline'],
  },
  {
    key: 'toxic-foods-cats',
    title: 'Toxic foods and plants for cats',
    facts: [
      'Lilies: even pollen licked from fur can cause kidney failure',
      'Onions and garlic, raw, cooked or powdered, harm blood cells',
      'Chocolate, coffee and energy drinks are all toxic',
      'Most adult cats cannot digest the lactose in cow milk',
      'Raw bread dough and alcohol are poisonous in small amounts',
      'Never give paracetamol: a single tablet can kill a cat',
    ],
    family: 'cats',
    related: ['toxic-foods-dogs', 'kitten-first-year'],
  },
  {
    key: 'cat-tail-talk',
    title: "What your cat's tail is telling you",
    facts: [
      'Tail straight up, tip curled: a friendly hello',
      'Puffed up like a bottle brush: frightened or startled',
      'Lashing or thumping: irritation is building, give space',
      'Tail tucked under the body: anxious or unwell',
      'A slow blink means trust, and you can blink back',
      'Showing the belly is trust, not always a request to rub',
    ],
    family: 'cats',
    related: ['dog-body-language', 'kitten-first-year'],
  },
  {
    key: 'kitten-first-year',
    title: "Your kitten's first year",
    facts: [
      'Pedigree kittens usually go home at 12 to 13 weeks',
      'Core vaccines from 8 weeks, repeated until 16 weeks or more',
      'Neutering at around 4 months prevents early pregnancies',
      'Feed kitten food until about 12 months old',
      'Microchip before your kitten first goes outdoors',
      'Kittens can sleep 16 to 20 hours a day',
    ],
    family: 'cats',
    related: ['puppy-vaccination-timeline', 'cat-tail-talk', 'toxic-foods-cats'],
  },
  {
    key: 'cycling-a-new-aquarium',
    title: 'Cycling a new aquarium',
    facts: [
      'Run the filter 4 to 6 weeks before adding fish',
      'Bacteria turn ammonia into nitrite, then into nitrate',
      'Treat all tap water with a conditioner first',
      'Change 10 to 25% of the water every week',
      'Add a few fish at a time, not the whole shoal at once',
      'Rinse filter media in old tank water, never under the tap',
    ],
    family: 'fish',
    related: ['healthy-rabbit-diet', 'toxic-foods-cats'],
  },
  {
    key: 'healthy-rabbit-diet',
    title: 'What a healthy rabbit eats',
    facts: [
      'Hay or grass should make up about 85% of the diet',
      'Give a pile of hay at least as big as the rabbit, every day',
      'An adult-sized handful of leafy greens twice a day',
      'Pellets: about 25 g per kg of body weight a day',
      'Carrots and fruit are sugary treats, not staples',
      'Teeth never stop growing; chewing hay wears them down',
    ],
    family: 'exotics',
    related: ['cycling-a-new-aquarium', 'toxic-foods-dogs'],
  },
];

export const quotes: SeedQuote[] = [
  {
    content:
      'If you pick up a starving dog and make him prosperous, he will not bite you. This is the principal difference between a dog and a man.',
    author: 'Mark Twain',
  },
  {
    content: 'The question is not, Can they reason? nor, Can they talk? but, Can they suffer?',
    author: 'Jeremy Bentham',
  },
  {
    content: 'Animals are such agreeable friends, they ask no questions, they pass no criticisms.',
    author: 'George Eliot',
  },
  {
    content:
      'When I play with my cat, who knows if I am not a pastime to her more than she is to me?',
    author: 'Michel de Montaigne',
  },
  {
    content: "I am his Highness' dog at Kew; Pray tell me, sir, whose dog are you?",
    author: 'Alexander Pope',
  },
  {
    content:
      'There is no fundamental difference between man and the higher mammals in their mental faculties.',
    author: 'Charles Darwin',
  },
  {
    content:
      "Mankind's true moral test, its fundamental test (which lies deeply buried from view), consists of its attitude towards those who are at its mercy: animals.",
    author: 'Milan Kundera',
  },
  {
    content:
      'Why yes, Sir, but I have had cats whom I liked better than this; but he is a very fine cat, a very fine cat indeed.',
    author: 'Samuel Johnson',
  },
];

export const tips: SeedTip[] = [
  {
    content:
      'Check that a dog walk is safe for paws by pressing the back of your hand on the pavement for seven seconds: if it is too hot for you, it is too hot for them.',
    audience: 'all',
  },
  {
    content:
      'Keep one litter tray per cat plus one extra, placed in quiet spots away from food and water.',
    audience: 'all',
  },
  {
    content:
      "Weigh your pet's daily food on kitchen scales instead of using a scoop, because scoop measurements can be surprisingly inaccurate and small errors add up to extra weight.",
    audience: 'all',
  },
  {
    content:
      "Save your vet's out-of-hours number and the nearest 24-hour animal hospital in your phone before you ever need them.",
    audience: 'all',
  },
  {
    content:
      "Keep your pet's microchip details up to date whenever you move house or change phone number, or a found pet cannot be traced back to you.",
    audience: 'all',
  },
  {
    content:
      'Run your fingers against the lie of the coat after every countryside walk to find ticks early, and remove them with a tick hook rather than your fingers.',
    audience: 'all',
  },
  {
    content:
      'Introduce a new food gradually over about a week, mixing more of the new and less of the old each day, to avoid an upset stomach.',
    audience: 'all',
  },
  {
    content:
      'Cover a bird cage partly at night rather than completely, so your budgie or cockatiel can settle without panicking in total darkness.',
    audience: 'all',
  },
  {
    content: 'Register here for a personalized assistant',
    audience: 'guests',
  },
  {
    content:
      'Add your pet to your profile, with breed and birth date, to get articles and reminders that fit their age.',
    audience: 'members',
  },
];

export const poll: SeedPoll = {
  question: 'How many walks does your dog get a day?',
  options: ['One', 'Two', 'Three or more', 'We play in the garden instead'],
};
