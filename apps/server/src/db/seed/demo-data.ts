/** Everything the README promises: demo logins, guest links and the second tenant for isolation. */
export const demoPassword = 'demo2026';
export const demoGuestPassword = 'guest2026';

export const demoTenants = [
  {
    name: 'Crewhub Demo Events',
    // The first host is the tenant's public one: its links go there (see seedDemo's port).
    hosts: ['localhost', '127.0.0.1'],
    settings: {
      mobileTheme: 'default',
      defaultLanguage: 'en',
      useUserLanguage: true,
      backgroundColorCode: '#1c3d5a',
      metaHostName: 'Crewhub Demo Events',
      metaDescription: 'Crew planning, jobs and payrolls for Crewhub Demo Events.',
      oneCrewOneTreeTitle: 'One crew, one tree',
    },
    emailDomain: 'demo.crewhub.app',
    projectNumber: 'P-2026-001',
  },
  {
    name: 'Northwind Stage Crew',
    hosts: ['northwind.localhost'],
    settings: {
      mobileTheme: 'red',
      defaultLanguage: 'nl',
      useUserLanguage: false,
      backgroundColorCode: '#7f1d1d',
      metaHostName: 'Northwind Stage Crew',
      metaDescription: 'Northwind Stage Crew planning hub.',
      oneCrewOneTreeTitle: null,
    },
    emailDomain: 'northwind.crewhub.app',
    projectNumber: 'P-2026-001',
  },
] as const;

export type DemoTenant = (typeof demoTenants)[number];

/** Demo accounts per tenant: local part of the e-mail, person or contact, login types. */
export const demoAccounts = [
  {
    local: 'crew',
    firstName: 'Sanne',
    lastName: 'de Vries',
    kind: 'person',
    loginTypes: ['crew'],
    language: 'nl',
  },
  {
    local: 'chief',
    firstName: 'Daan',
    lastName: 'Jansen',
    kind: 'person',
    loginTypes: ['crew'],
    language: 'en',
  },
  {
    local: 'planner',
    firstName: 'Emma',
    lastName: 'Bakker',
    kind: 'person',
    loginTypes: ['planners'],
    language: 'en',
  },
  {
    local: 'office',
    firstName: 'Lucas',
    lastName: 'Visser',
    kind: 'person',
    loginTypes: ['office'],
    language: 'en',
  },
  {
    local: 'client',
    firstName: 'Olivia',
    lastName: 'Smit',
    kind: 'contact',
    loginTypes: ['clients'],
    language: 'en',
  },
  {
    local: 'temp',
    firstName: 'Noah',
    lastName: 'Mulder',
    kind: 'person',
    loginTypes: ['crew'],
    language: 'de',
    temporary: true,
  },
] as const;

export const demoCompanies = [
  { name: 'Rotterdam Ahoy Events', clientMark: 'AHOY', city: 'Rotterdam' },
  { name: 'Amsterdam Festival Group', clientMark: 'AFG', city: 'Amsterdam' },
  { name: 'Utrecht Congress Centre', clientMark: 'UCC', city: 'Utrecht' },
] as const;

/** How the tenant works with each demo company (company_settings), in demoCompanies' order. */
export const demoCompanySettings = [
  {
    documentLanguage: 'nl',
    clientReferenceRequired: true,
    deliveryNoteSignatureRequired: true,
    debtorNumber: 'D-10041',
    vatNumber: 'NL812345678B01',
    paymentTermDays: 14,
  },
  {
    documentLanguage: 'en',
    clientReferenceRequired: false,
    deliveryNoteSignatureRequired: true,
    debtorNumber: 'D-10057',
    vatNumber: 'NL823456789B01',
    paymentTermDays: 30,
  },
  // The third keeps the defaults, as a new client does.
] as const;
