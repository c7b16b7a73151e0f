import { DEMO_AVAILABILITY } from './demo-schedule.ts';

/**
 * The second demo account `npm start` seeds (and prints): a Pro artist with a lived-in month, for a
 * newcomer to sign in as and see the product at work (ADR 0081). The e2e and integration tiers know
 * `DEMO_ARTIST` only; this one is seeded by `npm start` and by its own integration test.
 */
export const PRO_DEMO_ARTIST = {
  email: 'pro@inkslot.local',
  password: 'Inkslot-pro-2026!',
  pseudo: 'mara-vey',
  displayName: 'Mara Vey',
  locale: 'en',
} as const;

/** The artist's zone: the month is dated from the day `npm start` runs there. */
export const PRO_DEMO_ZONE = 'Europe/Paris';

export const PRO_DEMO_PROFILE = {
  displayName: PRO_DEMO_ARTIST.displayName,
  bio: 'Blackwork and neo-traditional: moths, daggers, roses and snakes. Resident at Encre Vive in Paris, guest spots around France.',
  residency: { shopName: 'Encre Vive', city: 'Paris', country: 'FR' },
  links: [{ title: 'Instagram', url: 'https://www.instagram.com/mara.vey.ink' }],
  styles: ['blackwork', 'neo-traditional', 'ornamental'],
} as const;

/**
 * The first demo's sessions (10:00 and 14:30, three hours each), every day: the month is dated from
 * any weekday.
 */
export const PRO_DEMO_AVAILABILITY = { ...DEMO_AVAILABILITY, weekdays: [0, 1, 2, 3, 4, 5, 6] };

/** A guest spot from `fromDay` to `toDay` days after the seed's day: its slots are requested there. */
export const PRO_DEMO_TRAVEL = {
  fromDay: 8,
  toDay: 10,
  shopName: 'Atelier des Chartrons',
  address: '21 rue Notre-Dame, 33000',
  city: 'Bordeaux',
} as const;

/** The drawings the seed turns into JPEGs (demo-drawings.ts) for flashes, works and message photos. */
export type DrawingName = 'moth' | 'dagger' | 'rose' | 'snake' | 'moon' | 'forearm' | 'sketch' | 'banner';

export const PRO_DEMO_FLASHES = [
  {
    title: 'Night moth',
    lengthMm: 80,
    widthMm: 60,
    priceCents: 12000,
    note: 'Black ink, fine line.',
    drawing: 'moth',
  },
  {
    title: 'Dagger and rose',
    lengthMm: 120,
    widthMm: 50,
    priceCents: 18000,
    note: 'Bold lines, red accents possible.',
    drawing: 'dagger',
  },
  { title: 'Coiled snake', lengthMm: 100, widthMm: 90, priceCents: 22000, note: '', drawing: 'snake' },
] as const satisfies readonly ({ drawing: DrawingName } & Record<string, unknown>)[];

export const PRO_DEMO_WORKS = [
  { title: 'Rose on the forearm', type: 'custom', drawing: 'rose' },
  { title: 'Moon phases, healed', type: 'custom', drawing: 'moon' },
  { title: 'Night moth, fresh', type: 'flash', drawing: 'moth' },
] as const satisfies readonly ({ drawing: DrawingName } & Record<string, unknown>)[];

/** A client of the demo: the form's client fields (emails never leave the machine). */
interface DemoClient {
  firstName: string;
  lastName: string;
  age: number;
  email: string;
  instagram?: string;
  alreadyTattooed: boolean;
  locale: 'fr' | 'en' | 'es';
}

const client = (firstName: string, lastName: string, age: number, locale: DemoClient['locale'] = 'fr') => ({
  firstName,
  lastName,
  age,
  email: `${firstName}.${lastName}@clients.inkslot.local`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, ''),
  instagram: `@${firstName.toLowerCase()}.ink`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  alreadyTattooed: age > 25,
  locale,
});

/**
 * What each client asks, and where it stands once seeded. `day`: the first offered slot on or after
 * that many days from the seed's day. `flash`: the index of a flash of PRO_DEMO_FLASHES.
 */
export interface DemoStory {
  client: DemoClient;
  day: number;
  projectType: 'flash' | 'custom' | 'touchup';
  flash?: number;
  placement: string;
  size: string;
  text: string;
  /** Accepted: the price and deposit (cents), and whether the deposit is paid. */
  booking?: { priceCents: number; depositCents?: number; depositPaid?: boolean; waitlist?: boolean };
  /** Moved by the artist to the first offered slot on or after this day: it awaits the client. */
  movedToDay?: number;
  /** The conversation after the request (client first, photos by name). */
  conversation?: { from: 'client' | 'artist'; text: string; photos?: DrawingName[] }[];
}

export const PRO_DEMO_STORIES: DemoStory[] = [
  {
    client: client('Léa', 'Moreau', 29),
    day: 0,
    projectType: 'custom',
    placement: 'Left forearm',
    size: '14 x 7 cm',
    text: 'A rose wrapped around a dagger, blackwork, a little red if you like.',
    booking: { priceCents: 35000, depositCents: 10000, depositPaid: true },
    conversation: [
      {
        from: 'client',
        text: 'Hello! Here is the spot, just under the elbow. Is the size right?',
        photos: ['forearm'],
      },
      {
        from: 'artist',
        text: 'Perfect spot. Here is a first sketch, tell me what you think.',
        photos: ['sketch'],
      },
      { from: 'client', text: 'I love it! Could the petals be a little bigger?' },
    ],
  },
  {
    client: client('Hugo', 'Lefèvre', 34),
    day: 0,
    projectType: 'flash',
    flash: 0,
    placement: 'Right calf',
    size: '8 x 6 cm',
    text: 'The night moth, as drawn.',
    booking: { priceCents: 12000, depositCents: 4000 },
    conversation: [
      {
        from: 'artist',
        text: 'Hi Hugo! To hold your slot, the €40 deposit is due within 48 hours: the details are in your confirmation email.',
      },
    ],
  },
  {
    client: client('Inès', 'Garcia', 27, 'es'),
    day: 1,
    projectType: 'custom',
    placement: 'Shoulder blade',
    size: '12 x 10 cm',
    text: 'Moon phases in a vertical line, dotwork shading.',
    booking: { priceCents: 28000, depositCents: 8000, depositPaid: true },
    conversation: [
      { from: 'client', text: '¡Hola! Te mando la foto de la luna que me gusta.', photos: ['moon'] },
      { from: 'artist', text: '¡Perfecto! I will draw it for tomorrow.' },
    ],
  },
  {
    client: client('Tom', 'Bernard', 41, 'en'),
    day: 2,
    projectType: 'touchup',
    placement: 'Upper arm',
    size: '6 x 6 cm',
    text: 'Touch-up of the swallow you did last spring, the lines faded a little.',
    booking: { priceCents: 6000 },
  },
  {
    client: client('Manon', 'Roux', 24),
    day: 3,
    projectType: 'flash',
    flash: 1,
    placement: 'Ankle',
    size: '12 x 5 cm',
    text: 'The dagger and rose, with the red accents please.',
    conversation: [{ from: 'client', text: 'Is the red accent extra, or included in the flash price?' }],
  },
  {
    client: client('Chloé', 'Petit', 31),
    day: 4,
    projectType: 'flash',
    flash: 2,
    placement: 'Thigh',
    size: '10 x 9 cm',
    text: 'The coiled snake.',
    booking: { priceCents: 22000, depositCents: 6000 },
  },
  {
    client: client('Jules', 'Fontaine', 36),
    day: 5,
    projectType: 'custom',
    placement: 'Chest',
    size: '20 x 15 cm',
    text: 'A swallow over a ship, neo-traditional, to cover an old tattoo.',
    conversation: [{ from: 'client', text: 'Hi Mara, can you cover an old name tattoo with this design?' }],
  },
  {
    client: client('Sarah', 'Cohen', 45, 'en'),
    day: 6,
    projectType: 'touchup',
    placement: 'Wrist',
    size: '4 x 4 cm',
    text: 'The small star needs a touch-up.',
  },
  {
    client: client('Emma', 'Dubois', 22),
    day: 6,
    projectType: 'custom',
    placement: 'Behind the ear',
    size: '3 x 3 cm',
    text: 'A tiny crescent moon.',
    movedToDay: 7,
    conversation: [
      {
        from: 'artist',
        text: 'Hi Emma, I had to move you to the next day, same hour or close: does that work for you?',
      },
    ],
  },
  {
    client: client('Yanis', 'Benali', 30),
    day: 9,
    projectType: 'custom',
    placement: 'Calf',
    size: '15 x 8 cm',
    text: 'A snake around a dagger, during your guest spot in Bordeaux.',
    conversation: [
      { from: 'client', text: 'Where exactly is the shop in Bordeaux?' },
      { from: 'artist', text: 'Atelier des Chartrons, 21 rue Notre-Dame. See you there!' },
    ],
  },
  {
    client: client('Noah', 'Laurent', 38, 'en'),
    day: 12,
    projectType: 'custom',
    placement: 'Forearm',
    size: '16 x 8 cm',
    text: 'A moth with an ornamental frame.',
    conversation: [
      { from: 'client', text: 'If an earlier slot frees up, I would gladly take it!' },
      { from: 'artist', text: 'You are on the waitlist: you will get an email as soon as one opens.' },
    ],
    booking: { priceCents: 30000, depositCents: 9000, depositPaid: true, waitlist: true },
  },
];

/** An appointment before the seed's day: `day` is negative (days before), `start` a session's. */
interface PastBooking {
  client: DemoClient;
  day: number;
  start: string;
  minutes: number;
  projectType: 'flash' | 'custom' | 'touchup';
  flash?: number;
  placement: string;
  size: string;
  text: string;
  priceCents: number;
  depositCents?: number;
  paymentState: 'DEPOSIT-PAID' | 'TOTAL-PAID';
}

export const PRO_DEMO_PAST: PastBooking[] = [
  {
    client: client('Lucas', 'Martin', 33),
    day: -1,
    start: '14:30',
    minutes: 180,
    projectType: 'custom',
    placement: 'Forearm',
    size: '10 x 6 cm',
    text: 'A swallow over a rose.',
    priceCents: 26000,
    depositCents: 8000,
    paymentState: 'TOTAL-PAID',
  },
  {
    client: client('Camille', 'Durand', 28),
    day: -2,
    start: '10:00',
    minutes: 180,
    projectType: 'flash',
    flash: 1,
    placement: 'Ankle',
    size: '12 x 5 cm',
    text: 'The dagger and rose.',
    priceCents: 18000,
    depositCents: 5000,
    paymentState: 'TOTAL-PAID',
  },
  {
    client: client('Zoé', 'Lambert', 35, 'en'),
    day: -3,
    start: '14:30',
    minutes: 180,
    projectType: 'touchup',
    placement: 'Wrist',
    size: '5 x 5 cm',
    text: 'Touch-up of the small moon.',
    priceCents: 6000,
    paymentState: 'TOTAL-PAID',
  },
  {
    client: client('Antoine', 'Girard', 42),
    day: -5,
    start: '10:00',
    minutes: 180,
    projectType: 'custom',
    placement: 'Shoulder',
    size: '18 x 12 cm',
    text: 'An ornamental mandala, first session of two.',
    priceCents: 32000,
    depositCents: 10000,
    paymentState: 'DEPOSIT-PAID',
  },
  {
    client: client('Julie', 'Mercier', 26),
    day: -8,
    start: '10:00',
    minutes: 180,
    projectType: 'flash',
    flash: 0,
    placement: 'Calf',
    size: '8 x 6 cm',
    text: 'The night moth.',
    priceCents: 12000,
    depositCents: 4000,
    paymentState: 'TOTAL-PAID',
  },
];
