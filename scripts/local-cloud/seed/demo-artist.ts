/** The demo account `npm start` seeds (and prints): an onboarded artist with a public page at /demo. */
export const DEMO_ARTIST = {
  email: 'demo@inkslot.local',
  password: 'Inkslot-demo-2026!',
  pseudo: 'demo',
  displayName: 'Demo Ink',
  locale: 'en',
} as const;

/** What the demo's public page says about the artist (set once, right after onboarding). */
export const DEMO_PROFILE = {
  displayName: DEMO_ARTIST.displayName,
  bio: 'Fine line and blackwork, botanical and night creatures. Private studio in Lyon, by appointment.',
  residency: { shopName: 'Atelier Nocturne', city: 'Lyon', country: 'FR' },
  links: [{ title: 'Instagram', url: 'https://www.instagram.com/demo.ink' }],
  styles: ['fineline', 'blackwork'],
} as const;

/** The superadmin `npm start` seeds (and prints): a Cognito user of group `superadmin`, not an artist. */
export const DEMO_SUPERADMIN = {
  email: 'admin@inkslot.local',
  password: 'Inkslot-admin-2026!',
} as const;
