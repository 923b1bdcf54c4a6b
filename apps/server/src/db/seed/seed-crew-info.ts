import type { Transaction } from '../client';
import { crewInfoItems } from '../schema';

type Item = { title: string; body: string; url?: string; category?: string };

/** What the office tells every crew member, in English and Dutch (crew@ reads Dutch). */
const itemsByLanguage: Record<'en' | 'nl', Item[]> = {
  en: [
    {
      category: 'Check-in',
      title: 'Checking in on site',
      body: 'Check in with the app at the crew entrance, at the earliest 60 minutes before your shift, with location access allowed. No signal? Report to your crew chief, who records your time.',
    },
    {
      category: 'Check-in',
      title: 'Running late or ill',
      body: 'Call planning at least 2 hours before your shift on +31 10 123 45 67. A message in the app is not enough on the day itself.',
    },
    {
      category: 'Dress code',
      title: 'What to wear',
      body: 'Black trousers, the black crew shirt without prints and closed safety shoes (S3). Hospitality hosts wear the white polo from the office. Always bring your crew pass.',
    },
    {
      category: 'Payroll',
      title: 'Payroll dates',
      body: 'Hours your crew chief signs off by the 25th are paid on the last working day of the month. Check your payroll in the app and decline a line within 5 days if something is wrong.',
    },
    {
      category: 'Safety',
      title: 'Safety on site',
      body: 'Wear safety shoes and gloves during load-in and load-out, and a helmet under hanging loads. Follow the venue rules and report incidents to your crew chief straight away. Emergency: 112.',
    },
    {
      category: 'Safety',
      title: 'Breaks',
      body: 'After 5.5 hours of work you take a 30-minute break. Tell your crew chief when you go; breaks are not working time.',
    },
    {
      category: 'Useful links',
      title: 'Working safely at events',
      body: 'Guidance on lifting, working at height and noise.',
      url: 'https://www.arboportaal.nl/onderwerpen/evenementen',
    },
  ],
  nl: [
    {
      category: 'Inchecken',
      title: 'Inchecken op locatie',
      body: 'Check in met de app bij de crewingang, op zijn vroegst 60 minuten voor je dienst, met locatietoegang aan. Geen bereik? Meld je bij je crew chief, die je tijd noteert.',
    },
    {
      category: 'Inchecken',
      title: 'Te laat of ziek',
      body: 'Bel de planning minstens 2 uur voor je dienst op +31 10 123 45 67. Een bericht in de app is op de dag zelf niet genoeg.',
    },
    {
      category: 'Kleding',
      title: 'Wat trek je aan',
      body: 'Zwarte broek, het zwarte crewshirt zonder opdruk en dichte veiligheidsschoenen (S3). Hospitality hosts dragen de witte polo van kantoor. Neem altijd je crewpas mee.',
    },
    {
      category: 'Salaris',
      title: 'Uitbetaaldata',
      body: 'Uren die je crew chief voor de 25e aftekent, worden op de laatste werkdag van de maand betaald. Controleer je loonstrook in de app en wijs een regel binnen 5 dagen af als er iets niet klopt.',
    },
    {
      category: 'Veiligheid',
      title: 'Veilig werken',
      body: 'Draag veiligheidsschoenen en handschoenen bij op- en afbouw, en een helm onder hangende lasten. Volg de huisregels van de locatie en meld incidenten direct bij je crew chief. Nood: 112.',
    },
    {
      category: 'Veiligheid',
      title: 'Pauzes',
      body: 'Na 5,5 uur werken neem je 30 minuten pauze. Meld het bij je crew chief; pauze is geen werktijd.',
    },
    {
      category: 'Handige links',
      title: 'Veilig werken op evenementen',
      body: 'Tips over tillen, werken op hoogte en geluid.',
      url: 'https://www.arboportaal.nl/onderwerpen/evenementen',
    },
  ],
};

/** Links every language shows: names of services, no text to translate. */
const sharedItems: Item[] = [
  { title: '9292', body: '', url: 'https://9292.nl' },
  { title: 'NS', body: '', url: 'https://www.ns.nl' },
];

/** The crew info page's blocks for one tenant. */
export const seedCrewInfo = async (tx: Transaction, tenantId: number) => {
  const localized = Object.entries(itemsByLanguage).flatMap(([language, items]) =>
    items.map((item, index) => ({ ...item, language, sortOrder: (index + 1) * 10 })),
  );
  const shared = sharedItems.map((item, index) => ({
    ...item,
    language: null,
    sortOrder: 1000 + index * 10,
  }));
  await tx
    .insert(crewInfoItems)
    .values([...localized, ...shared].map((item) => ({ ...item, tenantId })));
};
