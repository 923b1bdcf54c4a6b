import {
  localDateOf,
  localTimeOf,
  siteSecurityCheckQuestions,
  workedHours,
  type SiteSecurityCheckQuestion,
} from '@crewhub/shared';
import { documentTexts, fill, type DocumentTexts } from '../../lib/i18n/document-texts';
import type { PdfDocumentInput, PdfSection, PdfSignature } from '../../lib/pdf/document-pdf';
import type { CrewContactsRow } from '../jobs';
import type { CrewAccess } from './crew-access';
import type { AssignmentRow } from './crew-day.repository';
import { memberInterval } from './crew-members';

export type DocumentContext = {
  access: CrewAccess;
  contacts: CrewContactsRow | null;
  tenantName: string;
  now: Date;
  /** The words in the reader's language. */
  texts: DocumentTexts;
};

const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const time = (instant: Date | null, row: AssignmentRow) =>
  instant ? localTimeOf(instant, row.timeZone) : '-';
const hours = (value: number | string | null) => (value === null ? '-' : Number(value).toFixed(2));

/** Who worked: confirmed and spare people (requested and no-shows are not delivered). */
const worked = (access: CrewAccess) =>
  access.members.filter((row) => row.status === 'confirmed' || row.status === 'spare');

const crewSection = ({ access, contacts, texts }: DocumentContext): PdfSection => {
  const words = texts.crewPapers;
  const location = [contacts?.location?.name, contacts?.location?.city].filter(Boolean).join(', ');
  return {
    heading: words.crew,
    lines: [
      fill(words.crewLine, { name: access.crew.name }),
      fill(words.dateLine, { date: access.crew.date, shift: access.crew.shift }),
      fill(words.locationLine, { location: location || '-' }),
      fill(words.crewChiefLine, { name: contacts?.chief ? name(contacts.chief) : '-' }),
      fill(words.contactOnSiteLine, { name: contacts?.contactOnSiteName ?? '-' }),
    ],
  };
};

const frame = (
  context: DocumentContext,
  title: string,
  sections: PdfSection[],
  signature?: PdfSignature,
): PdfDocumentInput => ({
  title,
  subtitle: `${context.access.crew.projectNumber} ${context.access.crew.projectName}`,
  sections: [crewSection(context), ...sections],
  signature: signature && { heading: context.texts.crewPapers.signature, ...signature },
  footer: fill(context.texts.crewPapers.footer, {
    tenant: context.tenantName,
    time: context.now.toISOString(),
  }),
  createdAt: context.now,
});

/** Billable hours: the crew chief's proposal, else check-in to check-out. */
const chargedHours = (row: AssignmentRow) =>
  row.proposedChargedHours !== null
    ? Number(row.proposedChargedHours)
    : workedHours(row.checkInAt, row.checkOutAt);

export const deliveryNoteDocument = (
  context: DocumentContext,
  signature?: PdfSignature,
): PdfDocumentInput => {
  const rows = worked(context.access);
  const total = rows.reduce((sum, row) => sum + (chargedHours(row) ?? 0), 0);
  const { columns, crewPapers: words } = context.texts;
  return frame(
    context,
    words.deliveryNote,
    [
      {
        heading: words.hours,
        table: {
          columns: [columns.name, columns.function, words.checkIn, words.checkOut, words.hours],
          widths: [3, 2, 1, 1, 1],
          rows: rows.map((row) => [
            name(row),
            row.functionName,
            time(row.checkInAt, row),
            time(row.checkOutAt, row),
            hours(chargedHours(row)),
          ]),
        },
        lines: [],
      },
      {
        heading: context.texts.total,
        lines: [fill(words.totalLine, { people: rows.length, hours: total.toFixed(2) })],
      },
    ],
    signature,
  );
};

export const crewChiefSheetDocument = (context: DocumentContext): PdfDocumentInput => {
  const { columns, crewPapers: words, crewItemStatus } = context.texts;
  return frame(context, words.crewChiefSheet, [
    {
      heading: words.crewMembers,
      table: {
        columns: [
          columns.name,
          columns.function,
          columns.status,
          words.planned,
          words.checkedIn,
          words.checkedOut,
          words.worked,
          words.paid,
          words.charged,
        ],
        // Names get the widest column and wrap within it rather than being cut.
        widths: [3, 2, 1.6, 1.9, 1, 1, 1.1, 1.1, 1.2],
        rows: context.access.members.map((row) => {
          const interval = memberInterval(row);
          return [
            name(row),
            row.functionName,
            crewItemStatus[row.status],
            `${time(interval.start, row)}-${time(interval.end, row)}`,
            time(row.checkInAt, row),
            time(row.checkOutAt, row),
            hours(workedHours(row.checkInAt, row.checkOutAt)),
            hours(row.proposedPaidHours),
            hours(row.proposedChargedHours),
          ];
        }),
      },
    },
  ]);
};

type Answers = Record<string, string | boolean>;

const isQuestionKey = (key: string): key is SiteSecurityCheckQuestion =>
  (siteSecurityCheckQuestions as readonly string[]).includes(key);

/**
 * The question and answer rows. The web app keys answers by the question text the crew chief
 * read, so those print as they are; a key that is a standard question's id is worded in the
 * reader's language, and before any answer the standard questions print with empty answers.
 */
const answerRows = (answers: Answers, texts: DocumentTexts): string[][] => {
  const words = texts.crewPapers;
  const entries: [string, string | boolean][] =
    Object.keys(answers).length > 0
      ? Object.entries(answers)
      : [...siteSecurityCheckQuestions.map((key): [string, string] => [key, '']), ['remarks', '']];
  return entries.map(([key, answer]) => [
    isQuestionKey(key) ? words.questions[key] : key === 'remarks' ? words.remarks : key,
    typeof answer === 'boolean' ? (answer ? texts.yes : texts.no) : answer,
  ]);
};

export const securityCheckDocument = (
  context: DocumentContext,
  check: { date: string; shift: string; answers: Answers },
  signature?: PdfSignature,
): PdfDocumentInput => {
  const words = context.texts.crewPapers;
  return frame(
    context,
    words.securityCheck,
    [
      {
        heading: fill(words.checkHeading, { date: check.date, shift: check.shift }),
        table: {
          columns: [words.question, words.answer],
          widths: [3, 2],
          rows: answerRows(check.answers, context.texts),
        },
      },
    ],
    signature,
  );
};

/**
 * The lines under a signature: who, when (in the signer's time zone), and what they added,
 * in the reader's language (English where a caller has no reader to ask).
 */
export const signatureLines = (input: {
  signerName: string;
  signedAt: Date;
  timeZone: string;
  extra?: string[];
  texts?: DocumentTexts;
}): string[] => [
  fill((input.texts ?? documentTexts('en')).crewPapers.signedBy, {
    name: input.signerName,
    date: localDateOf(input.signedAt, input.timeZone),
    time: localTimeOf(input.signedAt, input.timeZone),
  }),
  ...(input.extra ?? []),
];
