import type { Language, NotificationCategory, PushMessage } from '@crewhub/shared';
import cy from './texts/cy.json';
import deAt from './texts/de-at.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';

/** A job as its notices describe it: the project, when it starts and where. */
type JobFacts = { assignmentId: number; project: string; start: Date; place: string | null };

/** What a notice says, as data; it is worded per recipient below. */
export type NoticeContent =
  | ({ kind: 'jobOffered' | 'jobConfirmed' | 'jobChanged' | 'jobCancelled' } & JobFacts)
  | ({ kind: 'shiftReminder' } & JobFacts)
  | { kind: 'documentToSign'; documentId: number; document: string }
  | { kind: 'payrollReady'; number: string }
  | ({
      kind: 'crewApplied' | 'crewWithdrew';
      person: string;
      projectNumber: string;
    } & JobFacts);

type NoticeKind = NoticeContent['kind'];
type Texts = Record<NoticeKind, { title: string; body: string }>;

const catalogues: Record<Language, Texts> = { en, nl, cy, fr, 'de-at': deAt, de, es };

export const categoryOfNotice = (content: NoticeContent): NotificationCategory => {
  switch (content.kind) {
    case 'shiftReminder':
      return 'reminders';
    case 'documentToSign':
      return 'documents';
    case 'payrollReady':
      return 'payrolls';
    case 'crewApplied':
    case 'crewWithdrew':
      return 'planning';
    default:
      return 'jobs';
  }
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** "Fri, 27 Nov 2026, 08:00 · Ahoy" in the reader's language and time zone. */
const when = (facts: JobFacts, language: Language, timeZone: string) => {
  const locale = language === 'de-at' ? 'de-AT' : language;
  const time = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(facts.start);
  return facts.place ? `${time} · ${facts.place}` : time;
};

/** The screen a notice opens, and the tag by which a newer notice replaces an older one. */
const target = (content: NoticeContent): { url: string; tag: string } => {
  switch (content.kind) {
    case 'documentToSign':
      return { url: `/documents/${content.documentId}`, tag: `document-${content.documentId}` };
    case 'payrollReady':
      return { url: `/payrolls/${content.number}`, tag: `payroll-${content.number}` };
    case 'crewApplied':
    case 'crewWithdrew':
      return {
        url: `/projects/${content.projectNumber}`,
        tag: `application-${content.assignmentId}`,
      };
    default:
      return { url: `/jobs/${content.assignmentId}`, tag: `job-${content.assignmentId}` };
  }
};

type ReaderOptions = { language: Language; timeZone: string };

/** The words a notice's texts refer to. */
const valuesOf = (content: NoticeContent, options: ReaderOptions): Record<string, string> => {
  switch (content.kind) {
    case 'documentToSign':
      return { document: content.document };
    case 'payrollReady':
      return { number: content.number };
    case 'crewApplied':
    case 'crewWithdrew':
      return {
        person: content.person,
        project: content.project,
        when: when(content, options.language, options.timeZone),
      };
    default:
      return {
        project: content.project,
        when: when(content, options.language, options.timeZone),
      };
  }
};

/** A notice worded for one reader: the push message, whose title and body a mail reuses. */
export const renderNotice = (content: NoticeContent, options: ReaderOptions): PushMessage => {
  const texts = catalogues[options.language][content.kind];
  const values = valuesOf(content, options);
  return {
    title: fill(texts.title, values),
    body: fill(texts.body, values),
    ...target(content),
  };
};
