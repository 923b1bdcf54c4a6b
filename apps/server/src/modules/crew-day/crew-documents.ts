import { localDateOf, localTimeOf, workedHours } from '@crewhub/shared';
import type { PdfDocumentInput, PdfSection, PdfSignature } from '../../lib/pdf/document-pdf';
import type { CrewContactsRow } from '../jobs';
import type { CrewAccess } from './crew-access';
import type { AssignmentRow } from './crew-day.repository';
import { memberInterval } from './crew-members';

type DocumentContext = {
  access: CrewAccess;
  contacts: CrewContactsRow | null;
  tenantName: string;
  now: Date;
};

const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const time = (instant: Date | null, row: AssignmentRow) =>
  instant ? localTimeOf(instant, row.timeZone) : '-';
const hours = (value: number | string | null) => (value === null ? '-' : Number(value).toFixed(2));

/** Who worked: confirmed and spare people (requested and no-shows are not delivered). */
const worked = (access: CrewAccess) =>
  access.members.filter((row) => row.status === 'confirmed' || row.status === 'spare');

const crewSection = ({ access, contacts }: DocumentContext): PdfSection => ({
  heading: 'Crew',
  lines: [
    `Crew: ${access.crew.name}`,
    `Date: ${access.crew.date} (${access.crew.shift})`,
    `Location: ${[contacts?.location?.name, contacts?.location?.city].filter(Boolean).join(', ') || '-'}`,
    `Crew chief: ${contacts?.chief ? name(contacts.chief) : '-'}`,
    `Contact on site: ${contacts?.contactOnSiteName ?? '-'}`,
  ],
});

const frame = (
  context: DocumentContext,
  title: string,
  sections: PdfSection[],
  signature?: PdfSignature,
): PdfDocumentInput => ({
  title,
  subtitle: `${context.access.crew.projectNumber} ${context.access.crew.projectName}`,
  sections: [crewSection(context), ...sections],
  signature,
  footer: `${context.tenantName} - Crewhub - generated ${context.now.toISOString()}`,
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
  return frame(
    context,
    'Delivery note',
    [
      {
        heading: 'Hours',
        table: {
          columns: ['Name', 'Function', 'Check-in', 'Check-out', 'Hours'],
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
      { heading: 'Total', lines: [`${rows.length} people, ${total.toFixed(2)} hours`] },
    ],
    signature,
  );
};

export const crewChiefSheetDocument = (context: DocumentContext): PdfDocumentInput =>
  frame(context, 'Crew chief sheet', [
    {
      heading: 'Crew members',
      table: {
        columns: [
          'Name',
          'Function',
          'Status',
          'Planned',
          'In',
          'Out',
          'Worked',
          'Paid',
          'Charged',
        ],
        rows: context.access.members.map((row) => {
          const interval = memberInterval(row);
          return [
            name(row),
            row.functionName,
            row.status,
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

export const securityCheckDocument = (
  context: DocumentContext,
  check: { formId: number; date: string; shift: string; answers: Record<string, string | boolean> },
  signature?: PdfSignature,
): PdfDocumentInput =>
  frame(
    context,
    'Security check',
    [
      {
        heading: `Form ${check.formId}, ${check.date} (${check.shift})`,
        table: {
          columns: ['Question', 'Answer'],
          rows: Object.entries(check.answers).map(([question, answer]) => [
            question,
            typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : answer,
          ]),
        },
      },
    ],
    signature,
  );

/** The lines under a signature: who, when (in the signer's time zone), and what they added. */
export const signatureLines = (input: {
  signerName: string;
  signedAt: Date;
  timeZone: string;
  extra?: string[];
}): string[] => [
  `Signed by ${input.signerName} on ${localDateOf(input.signedAt, input.timeZone)} at ${localTimeOf(input.signedAt, input.timeZone)}`,
  ...(input.extra ?? []),
];
