/** Reference data and name pools for the planning demo (see seed-planning.ts). */

export const demoRegions = ['Rotterdam', 'Amsterdam', 'Utrecht', 'Den Haag'] as const;

export const demoCities = [
  { city: 'Rotterdam', region: 'Rotterdam', latitude: 51.9225, longitude: 4.4792 },
  { city: 'Amsterdam', region: 'Amsterdam', latitude: 52.3676, longitude: 4.9041 },
  { city: 'Utrecht', region: 'Utrecht', latitude: 52.0907, longitude: 5.1214 },
] as const;

export const demoFunctions = [
  { name: 'Stagehand', color: '#1c7ed6' },
  { name: 'Rigger', color: '#e8590c' },
  { name: 'Forklift driver', color: '#f59f00' },
  { name: 'Crew chief', color: '#2f9e44' },
  { name: 'Audio technician', color: '#7048e8' },
  { name: 'Lighting technician', color: '#d6336c' },
  { name: 'Runner', color: '#0ca678' },
  { name: 'Hospitality host', color: '#ae3ec9' },
  { name: 'Spare stagehand', color: '#74c0fc', spare: true },
] as const;
export type DemoFunctionName = (typeof demoFunctions)[number]['name'];

export const demoTags = [
  'English speaker',
  'Heavy lifting',
  'Night shifts',
  'Festival veteran',
  'Own transport',
];
export const demoSkills = [
  'Forklift licence',
  'VCA safety',
  'First aid',
  'Working at height',
  'Driving licence B',
];
export const demoRatingTypes = ['Punctuality', 'Teamwork'];

export const demoBranches = ['Rotterdam', 'Amsterdam', 'Utrecht'] as const;
export const demoCateringTypes = [
  'Crew catering by client',
  'Packed lunch',
  'Hot meal',
  'None',
] as const;

/** General hourly prices in cents per function; client agreements deviate from them. */
export const demoHourlyRatesCents: Record<DemoFunctionName, number> = {
  Stagehand: 3250,
  Rigger: 4200,
  'Forklift driver': 3800,
  'Crew chief': 4500,
  'Audio technician': 4800,
  'Lighting technician': 4800,
  Runner: 2800,
  'Hospitality host': 3000,
  'Spare stagehand': 3250,
};
/** Each client's agreed factor on the general rates, by client mark. */
export const demoRateAgreements: Record<string, number> = { AHOY: 0.95, AFG: 0.97, UCC: 1.02 };

export const demoLocations = [
  {
    name: 'Rotterdam Ahoy',
    street: 'Ahoyweg 10',
    zipcode: '3084 BA',
    city: 'Rotterdam',
    region: 'Rotterdam',
    latitude: 51.8843,
    longitude: 4.4885,
  },
  {
    name: 'Maassilo',
    street: 'Maashaven Zuidzijde 1',
    zipcode: '3081 AE',
    city: 'Rotterdam',
    region: 'Rotterdam',
    latitude: 51.8969,
    longitude: 4.4917,
  },
  {
    name: 'Ziggo Dome',
    street: 'De Passage 100',
    zipcode: '1101 AX',
    city: 'Amsterdam',
    region: 'Amsterdam',
    latitude: 52.3139,
    longitude: 4.9373,
  },
  {
    name: 'RAI Amsterdam',
    street: 'Europaplein 24',
    zipcode: '1078 GZ',
    city: 'Amsterdam',
    region: 'Amsterdam',
    latitude: 52.3406,
    longitude: 4.8883,
  },
  {
    name: 'Jaarbeurs',
    street: 'Jaarbeursplein 6',
    zipcode: '3521 AL',
    city: 'Utrecht',
    region: 'Utrecht',
    latitude: 52.0886,
    longitude: 5.1115,
  },
  {
    name: 'TivoliVredenburg',
    street: 'Vredenburgkade 11',
    zipcode: '3511 WC',
    city: 'Utrecht',
    region: 'Utrecht',
    latitude: 52.0932,
    longitude: 5.1139,
  },
  {
    name: 'Zuiderpark',
    street: 'Mr. P. Droogleever Fortuynweg 26',
    zipcode: '2533 SR',
    city: 'Den Haag',
    region: 'Den Haag',
    latitude: 52.0571,
    longitude: 4.2852,
  },
] as const;

export const demoFirstNames = [
  'Lars',
  'Fleur',
  'Bram',
  'Julia',
  'Thijs',
  'Lotte',
  'Ruben',
  'Mila',
  'Jesse',
  'Sophie',
  'Milan',
  'Tess',
  'Sem',
  'Zoë',
  'Finn',
  'Eva',
  'Luuk',
  'Noor',
  'Daan',
  'Isa',
  'Gijs',
  'Anna',
  'Stijn',
  'Femke',
];
export const demoLastNames = [
  'de Jong',
  'Vermeulen',
  'van Dijk',
  'Bos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vos',
  'Koster',
  'Prins',
];

export const demoEventNames = [
  'Winter Expo',
  'North Sea Jazz Build-up',
  'Dance Valley Indoor',
  'Boat Show',
  'Comic Con',
  'Marathon Village',
  'Horecava',
  'Christmas Circus',
  'Tech Summit',
  'Bridal Fair',
  'Classic Car Show',
  'Kings Night Stage',
  'Food Truck Festival',
  'Esports Finals',
  'Orchestra Tour',
  'Trade Fair Logistics',
  'Ice Skating Gala',
  'Design Week',
  'Book Fair',
  'Wine & Dine',
  'Indoor Motocross',
  'Gaming Expo',
  'Symphony in the Park',
  'Charity Gala',
  'Startup Day',
  'Holiday Market',
  'Fashion Week',
  'Beer Festival',
  'Art Fair',
  'Film Premiere',
  'Science Fair',
  'Summer Sessions',
];

export const extraContacts = [
  { firstName: 'Pieter', lastName: 'Willems' },
  { firstName: 'Marloes', lastName: 'Schouten' },
  { firstName: 'Koen', lastName: 'Meijer' },
  { firstName: 'Sara', lastName: 'Bakker' },
];

/** Deterministic pseudo-random numbers so every seed gives the same demo. */
export const seededRandom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};
