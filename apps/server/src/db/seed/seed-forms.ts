import {
  addDays,
  type FormAnswerValue,
  type FormKind,
  type FormQuestionType,
} from '@crewhub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { documentTexts } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { formDocument, formPdfFilename } from '../../modules/forms/form-pdf';
import { formsRepository } from '../../modules/forms/forms.repository';
import { documentLanguageFor } from '../../modules/tenants/document-language';
import type { Transaction } from '../client';
import { formQuestions, formResults, forms, persons } from '../schema';
import { demoAccounts } from './demo-data';
import { storeSeedFiles, storeSeedPdfs, type SeedFiles } from './seed-files';

type SeedQuestion = {
  type: FormQuestionType;
  label: string;
  help?: string;
  required?: boolean;
  options?: string[];
  /** Carries the safety briefing PDF. */
  briefing?: boolean;
};
type SeedForm = {
  name: string;
  description: string;
  kind: FormKind;
  requiresSignature?: boolean;
  questions: SeedQuestion[];
};
type Party = 'crew' | 'chief';
type SeedResult = {
  form: string;
  party: Party;
  dueInDays?: number;
  /** Handed in this many days ago, with these answers by question position. */
  submitted?: { daysAgo: number; answers: Record<number, FormAnswerValue> };
};

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const seedForms: SeedForm[] = [
  {
    name: 'Crew intake',
    description: 'Tell us a little about yourself so we can plan you well and reach help fast.',
    kind: 'general',
    questions: [
      {
        type: 'text',
        label: 'Contact in case of emergency (name and phone number)',
        required: true,
      },
      {
        type: 'choice',
        label: 'Shirt size',
        required: true,
        options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      },
      {
        type: 'textarea',
        label: 'Dietary needs or allergies',
        help: 'Leave this empty if you have none.',
      },
      { type: 'yes_no', label: 'Do you hold a driving licence (category B)?', required: true },
      {
        type: 'multi_choice',
        label: 'On which weekdays are you usually available?',
        required: true,
        options: weekdays,
      },
      { type: 'number', label: 'Years of experience as stage crew' },
      { type: 'date', label: 'When does your ID card expire?' },
    ],
  },
  {
    name: 'Event feedback',
    description: 'How did the last event go for you? Your answers go to the planning office.',
    kind: 'general',
    questions: [
      {
        type: 'choice',
        label: 'How would you rate the event overall?',
        required: true,
        options: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
      },
      { type: 'yes_no', label: 'Was the briefing on site clear?', required: true },
      { type: 'textarea', label: 'What could we do better next time?' },
    ],
  },
  {
    name: 'Working at height briefing',
    description: 'Read the safety briefing, answer two questions and sign.',
    kind: 'training',
    requiresSignature: true,
    questions: [
      {
        type: 'info',
        label: 'Read the safety briefing before you answer.',
        help: 'It explains harnesses, ladders and the exclusion zone under work at height.',
        briefing: true,
      },
      {
        type: 'yes_no',
        label: 'I have read the briefing and will follow its rules',
        required: true,
      },
      {
        type: 'choice',
        label: 'From which height must you wear a harness?',
        required: true,
        options: ['1 metre', '2.5 metres', 'Only on trusses'],
      },
    ],
  },
];

/** crew@ has an intake due within a week, the briefing to sign and feedback handed in; chief@ two. */
const seedResults: SeedResult[] = [
  { form: 'Crew intake', party: 'crew', dueInDays: 5 },
  { form: 'Working at height briefing', party: 'crew', dueInDays: 14 },
  {
    form: 'Event feedback',
    party: 'crew',
    submitted: { daysAgo: 9, answers: { 1: 'Very good', 2: true, 3: 'More water backstage.' } },
  },
  { form: 'Event feedback', party: 'chief', dueInDays: 3 },
  { form: 'Crew intake', party: 'chief' },
];

const briefingPdf = {
  filename: 'working-at-height-briefing.pdf',
  title: 'Working at height: safety briefing',
  sections: [
    {
      heading: 'Rules on site',
      lines: [
        'Wear a harness from 2.5 metres, clipped to an approved anchor point.',
        'Keep the exclusion zone under the work free; wear a helmet inside it.',
        'Use a ladder only for short work and with three points of contact.',
        'Stop and tell the crew chief when anything looks unsafe.',
      ],
    },
  ],
};

const partyIds = async (tx: Transaction, tenantId: number, emailDomain: string) => {
  const email = (party: Party) => `${party}@${emailDomain}`;
  const people = await tx
    .select({ id: persons.id, email: persons.email })
    .from(persons)
    .where(
      and(eq(persons.tenantId, tenantId), inArray(persons.email, [email('crew'), email('chief')])),
    );
  return (party: Party) => people.find((person) => person.email === email(party))!.id;
};

/** Seeds the demo forms with their questions and the demo logins' forms to fill. */
export const seedDemoForms = async (
  tx: Transaction,
  seed: SeedFiles,
  options: { today: string; emailDomain: string; tenantName: string },
) => {
  const { tenantId } = seed;
  const partyOf = await partyIds(tx, tenantId, options.emailDomain);
  const [briefingFileId] = await storeSeedPdfs(tx, seed, [briefingPdf]);
  const formRows = await tx
    .insert(forms)
    .values(
      seedForms.map(({ name, description, kind, requiresSignature }) => ({
        tenantId,
        name,
        description,
        kind,
        requiresSignature,
      })),
    )
    .returning({ id: forms.id, name: forms.name });
  const formIdOf = (name: string) => formRows.find((row) => row.name === name)!.id;
  await tx.insert(formQuestions).values(
    seedForms.flatMap((form) =>
      form.questions.map(({ briefing, ...question }, index) => ({
        ...question,
        tenantId,
        formId: formIdOf(form.name),
        position: index + 1,
        fileId: briefing ? briefingFileId : null,
      })),
    ),
  );

  for (const result of seedResults) {
    const formId = formIdOf(result.form);
    const [row] = await tx
      .insert(formResults)
      .values({
        tenantId,
        formId,
        personId: partyOf(result.party),
        dueDate: result.dueInDays === undefined ? null : addDays(options.today, result.dueInDays),
      })
      .returning({ id: formResults.id });
    if (result.submitted) {
      await submitSeedResult(tx, seed, {
        ...result,
        resultId: row!.id,
        formId,
        tenantName: options.tenantName,
      });
    }
  }
};

/** A result handed in earlier, with its PDF as the app would have made it. */
const submitSeedResult = async (
  tx: Transaction,
  seed: SeedFiles,
  input: SeedResult & { resultId: number; formId: number; tenantName: string },
) => {
  const { tenantId } = seed;
  const questions = await formsRepository.questions(tx, tenantId, input.formId);
  const answers = Object.fromEntries(
    Object.entries(input.submitted!.answers).map(([position, value]) => [
      String(questions[Number(position) - 1]!.id),
      value,
    ]),
  );
  const submittedAt = new Date(seed.createdAt.getTime() - input.submitted!.daysAgo * 86_400_000);
  const form = seedForms.find((each) => each.name === input.form)!;
  const account = demoAccounts.find((each) => each.local === input.party)!;
  const language = await documentLanguageFor(tx, tenantId, account.language);
  const [fileId] = await storeSeedFiles(tx, seed, [
    {
      bytes: await renderDocumentPdf(
        formDocument({
          result: {
            status: 'submitted',
            dueDate: null,
            submittedAt,
            form: {
              name: form.name,
              description: form.description,
              kind: form.kind,
              requiresSignature: false,
            },
          },
          questions,
          answers,
          signature: null,
          personName: `${account.firstName} ${account.lastName}`,
          timeZone: 'Europe/Amsterdam',
          language,
          texts: documentTexts(language),
          tenantName: input.tenantName,
          now: submittedAt,
        }),
      ),
      filename: formPdfFilename(form.name),
      contentType: 'application/pdf',
    },
  ]);
  await tx
    .update(formResults)
    .set({ answers, status: 'submitted', submittedAt, updatedAt: submittedAt, fileId })
    .where(and(eq(formResults.tenantId, tenantId), eq(formResults.id, input.resultId)));
};
