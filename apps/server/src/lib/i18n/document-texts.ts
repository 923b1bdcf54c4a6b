import {
  normalizeLanguage,
  type CrewItemStatus,
  type InvoiceStatus,
  type Language,
  type PayrollItemStatus,
  type PayrollStatus,
  type CalendarSubscriptionKind,
  type ProjectState,
  type SiteSecurityCheckQuestion,
  type VacationRequestStatus,
} from '@crewhub/shared';
import cy from './documents/cy.json';
import deAt from './documents/de-at.json';
import de from './documents/de.json';
import en from './documents/en.json';
import es from './documents/es.json';
import fr from './documents/fr.json';
import nl from './documents/nl.json';

/** A sheet's tab name and the title on its first row ("{number} {name}" of the project). */
type SheetTexts = { name: string; title: string };

/**
 * Words of the files the server renders (spreadsheets, PDFs, calendar feeds), one JSON file per
 * language in documents/. The web app translates its screens with i18next; these files never
 * pass through it, so the server carries this one small catalogue. Placeholders are written
 * `{name}`. PDFs embed a Unicode font (lib/pdf/pdf-text.ts), so any letter prints.
 */
export type DocumentTexts = {
  yes: string;
  no: string;
  total: string;
  columns: {
    crew: string;
    date: string;
    function: string;
    start: string;
    end: string;
    peopleNeeded: string;
    confirmed: string;
    chargeableHours: string;
    rate: string;
    amount: string;
    name: string;
    email: string;
    phone: string;
    status: string;
    documents: string;
    shift: string;
    signedBy: string;
    signedAt: string;
    rating: string;
    comment: string;
    releasedAt: string;
    downloaded: string;
  };
  sheets: { calculation: SheetTexts; crewMembers: SheetTexts; deliveryNotes: SheetTexts };
  report: {
    client: string;
    contact: string;
    period: string;
    /** {from} {to} */
    periodRange: string;
    state: string;
    closed: string;
    location: string;
    crewChief: string;
    /** {time} */
    generated: string;
    /** {confirmed} {rows} */
    confirmedOf: string;
  };
  crewItemStatus: Record<CrewItemStatus, string>;
  projectState: Record<ProjectState, string>;
  payslip: {
    /** {number} */
    title: string;
    employee: string;
    paymentDate: string;
    confirmedAt: string;
    lines: string;
    description: string;
    hours: string;
    addOn: string;
    status: Record<PayrollStatus, string>;
    itemStatus: Record<PayrollItemStatus, string>;
    /** {tenant} {number} {time} */
    footer: string;
  };
  /** Calendar feeds (calendar-subscriptions module). */
  calendar: {
    defaultName: Record<CalendarSubscriptionKind, string>;
    blocked: string;
    vacation: string;
    unpaidVacation: string;
    vacationStatus: Record<VacationRequestStatus, string>;
  };
  /** The invoice PDF and its mail, in the client's language (invoices module). */
  invoice: {
    /** {number} */
    title: string;
    /** {number} */
    creditNoteTitle: string;
    client: string;
    invoiceDate: string;
    dueDate: string;
    reference: string;
    project: string;
    subject: string;
    period: string;
    description: string;
    quantity: string;
    unitPrice: string;
    vatRate: string;
    net: string;
    /** {rate} */
    vat: string;
    totalDue: string;
    /** {tenant} {number} {time} */
    footer: string;
    number: string;
    paidDate: string;
    vatAmount: string;
    sheet: string;
    status: Record<InvoiceStatus, string>;
  };
  /** The filled form of a crew member (forms module). */
  form: {
    /** {name} */
    filledBy: string;
    /** {date} */
    due: string;
    open: string;
    /** {date} {time} */
    submitted: string;
    notAnswered: string;
    signature: string;
    /** {name} {date} {time} */
    signedBy: string;
    /** {tenant} {time} */
    footer: string;
  };
  /** The crew's delivery note, crew chief sheet and security check (crew-day module). */
  crewPapers: {
    crew: string;
    /** {name} */
    crewLine: string;
    /** {date} {shift} */
    dateLine: string;
    /** {location} */
    locationLine: string;
    /** {name} */
    crewChiefLine: string;
    /** {name} */
    contactOnSiteLine: string;
    deliveryNote: string;
    hours: string;
    checkIn: string;
    checkOut: string;
    /** {people} {hours} */
    totalLine: string;
    crewChiefSheet: string;
    crewMembers: string;
    planned: string;
    checkedIn: string;
    checkedOut: string;
    worked: string;
    paid: string;
    charged: string;
    securityCheck: string;
    /** {date} {shift} */
    checkHeading: string;
    question: string;
    answer: string;
    /** The standard site checks, siteSecurityCheckQuestions of shared. */
    questions: Record<SiteSecurityCheckQuestion, string>;
    remarks: string;
    signature: string;
    /** {name} {date} {time} */
    signedBy: string;
    /** {rating} */
    ratingLine: string;
    /** {comment} */
    commentLine: string;
    /** {name} */
    digitalConfirmation: string;
    /** {tenant} {time} */
    footer: string;
  };
};

export const documentCatalogue: Record<Language, DocumentTexts> = {
  en,
  nl,
  cy,
  fr,
  'de-at': deAt,
  de,
  es,
};

/** The texts of a language; any unknown or missing language gets English. */
export const documentTexts = (language: string | null | undefined): DocumentTexts =>
  documentCatalogue[normalizeLanguage(language)];

/** Fills `{placeholder}`s; a placeholder without a value stays visible rather than vanishing. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
