import type { DeliveryNoteState, DocumentStatus, InvoiceStatus } from '@crewhub/shared';
import { dateFormatter } from '@/lib/date-format';

export const invoiceStatusColours: Record<InvoiceStatus, string> = {
  design: 'gray',
  released: 'blue',
  paid: 'green',
  unpaid: 'red',
};

export const deliveryNoteStateColours: Record<DeliveryNoteState, string> = {
  open: 'gray',
  signed: 'teal',
  released: 'green',
};

/** Approved documents need no badge; the others say why they are not final yet. */
export const documentStatusColours: Record<Exclude<DocumentStatus, 'approved'>, string> = {
  pending: 'yellow',
  rejected: 'red',
};

export type FileKind = 'pdf' | 'image' | 'sheet' | 'other';

/** Which icon a file gets, from its content type. */
export const fileKindOf = (contentType: string | null | undefined): FileKind => {
  if (!contentType) return 'other';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('spreadsheet')) return 'sheet';
  return 'other';
};

/** Items grouped by a key, in first-seen order (lists come sorted from the server). */
export const groupInOrder = <T, K>(items: T[], keyOf: (item: T) => K): [K, T[]][] => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
};

/** "15 Nov 2026": papers span years (an ID card from last year), so the year is shown. */
export const formatPaperDate = (language: string, isoDate: string): string =>
  dateFormatter(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** "Site map · 15 Nov 2026", without the type when the name already says it. */
export const paperDescription = (
  language: string,
  paper: { name: string; typeName: string; documentDate: string },
): string =>
  [
    paper.name === paper.typeName ? null : paper.typeName,
    formatPaperDate(language, paper.documentDate),
  ]
    .filter(Boolean)
    .join(' · ');
