import type { LoginTypeCode } from '@crewhub/shared';

type Text = { question: string; answer: string };

/** One help topic, asked in English and Dutch (crew@ reads Dutch). Answers are Markdown. */
export type DemoFaq = {
  category: string;
  loginTypes: LoginTypeCode[];
  tags: string[];
  en: Text;
  nl: Text;
};

export const demoFaqCategories = [
  'Payroll',
  'Jobs and planning',
  'App and account',
  'Documents and trainings',
  'Projects and invoices',
] as const;

export const demoFaqs: DemoFaq[] = [
  {
    category: 'Payroll',
    loginTypes: ['crew'],
    tags: ['payroll', 'payment'],
    en: {
      question: 'When is my payroll paid?',
      answer:
        'Hours your crew chief signs off by the **25th** are paid on the last working day of the month.\n\nOpen *Payrolls* to see each line before it is paid.',
    },
    nl: {
      question: 'Wanneer wordt mijn salaris uitbetaald?',
      answer:
        'Uren die je crewchef vóór de **25e** aftekent, worden op de laatste werkdag van de maand uitbetaald.\n\nOpen *Loonstroken* om elke regel te bekijken voordat hij wordt betaald.',
    },
  },
  {
    category: 'Payroll',
    loginTypes: ['crew'],
    tags: ['payroll', 'decline'],
    en: {
      question: 'A line on my payroll is wrong. What do I do?',
      answer:
        'Decline the line within 5 days:\n\n1. Open the payroll.\n2. Tap the line.\n3. Choose **Decline** and say what is wrong.\n\nThe office corrects it and you confirm again.',
    },
    nl: {
      question: 'Er klopt een regel op mijn loonstrook niet. Wat nu?',
      answer:
        'Wijs de regel binnen 5 dagen af:\n\n1. Open de loonstrook.\n2. Tik op de regel.\n3. Kies **Afwijzen** en schrijf wat er niet klopt.\n\nDe administratie corrigeert de regel en jij bevestigt opnieuw.',
    },
  },
  {
    category: 'Jobs and planning',
    loginTypes: ['crew'],
    tags: ['jobs', 'confirm'],
    en: {
      question: 'How do I confirm a job?',
      answer:
        'Open *Jobs*, pick the job and tap **Confirm**. A job can only be confirmed before it starts; after that, call planning.',
    },
    nl: {
      question: 'Hoe bevestig ik een klus?',
      answer:
        'Open *Klussen*, kies de klus en tik op **Bevestigen**. Dat kan alleen voordat de klus begint; daarna bel je de planning.',
    },
  },
  {
    category: 'Jobs and planning',
    loginTypes: ['crew'],
    tags: ['vacation', 'calendar'],
    en: {
      question: 'How do I ask for days off?',
      answer:
        'In your *personal calendar* tap a day and choose **Request vacation**. Planning approves it; until then it shows as requested. Block single evenings with **Block date**.',
    },
    nl: {
      question: 'Hoe vraag ik vrije dagen aan?',
      answer:
        'Tik in je *persoonlijke agenda* op een dag en kies **Vakantie aanvragen**. De planning keurt je vakantiedagen goed; tot die tijd staan ze als aangevraagd. Losse avonden blokkeer je met **Datum blokkeren**.',
    },
  },
  {
    category: 'Jobs and planning',
    loginTypes: ['crew'],
    tags: ['check-in', 'location'],
    en: {
      question: 'The app will not let me check in. Why?',
      answer:
        'Check-in opens **60 minutes** before your shift and needs location access. Allow location for this site in your browser settings. No signal? Your crew chief records your time.',
    },
    nl: {
      question: 'Waarom kan ik niet inchecken?',
      answer:
        'Inchecken kan vanaf **60 minuten** voor je dienst en vraagt toegang tot je locatie. Sta locatie toe voor deze site in je browserinstellingen. Geen bereik? Je crewchef noteert je tijd.',
    },
  },
  {
    category: 'App and account',
    loginTypes: [],
    tags: ['password', 'login'],
    en: {
      question: 'I forgot my password.',
      answer:
        'Choose **Forgotten password** on the login screen and enter your e-mail address. The link in the e-mail is valid for one hour.',
    },
    nl: {
      question: 'Ik ben mijn wachtwoord vergeten.',
      answer:
        'Kies **Wachtwoord vergeten** op het inlogscherm en vul je e-mailadres in. De link in de e-mail is een uur geldig.',
    },
  },
  {
    category: 'App and account',
    loginTypes: [],
    tags: ['app', 'install', 'push'],
    en: {
      question: 'Can I install the app on my phone?',
      answer:
        'Yes. Open the site in your phone’s browser and choose **Add to home screen**. Allow notifications to hear about new jobs straight away.',
    },
    nl: {
      question: 'Kan ik de app op mijn telefoon zetten?',
      answer:
        'Ja. Open de site in de browser van je telefoon en kies **Zet op beginscherm**. Sta meldingen toe, dan hoor je meteen over nieuwe klussen.',
    },
  },
  {
    category: 'Documents and trainings',
    loginTypes: ['crew'],
    tags: ['documents', 'sign'],
    en: {
      question: 'How do I sign a document?',
      answer:
        'Documents waiting for you are on the home screen. Open one, read it and sign with your finger. Some documents are signed **one by one**: you can sign once the person before you has.',
    },
    nl: {
      question: 'Hoe onderteken ik een document?',
      answer:
        'Documenten die op je wachten staan op het startscherm. Open het document, lees het en zet je handtekening met je vinger. Sommige documenten worden **één voor één** getekend: jij tekent zodra de persoon vóór je heeft getekend.',
    },
  },
  {
    category: 'Documents and trainings',
    loginTypes: ['crew'],
    tags: ['training', 'certificate'],
    en: {
      question: 'Where do I upload my VCA certificate?',
      answer:
        'Open *Trainings* and pick the safety training. Upload a photo or PDF of the certificate; the office checks it, after which it counts as a skill when planning.',
    },
    nl: {
      question: 'Waar upload ik mijn VCA-certificaat?',
      answer:
        'Open *Trainingen* en kies de veiligheidstraining. Upload een foto of pdf van het certificaat; de administratie controleert het, daarna telt het mee als vaardigheid bij het plannen.',
    },
  },
  {
    category: 'Projects and invoices',
    loginTypes: ['clients'],
    tags: ['invoice', 'project'],
    en: {
      question: 'Where do I find the invoices for our projects?',
      answer:
        'Open *Invoices*: you see every invoice of your company with its status. Questions about an invoice? Reply to the invoice e-mail, it reaches our office.',
    },
    nl: {
      question: 'Waar vind ik de facturen van onze projecten?',
      answer:
        'Open *Facturen*: daar staan alle facturen van je bedrijf met hun status. Vragen over een factuur? Beantwoord de factuurmail, die komt bij onze administratie.',
    },
  },
];
