import { notifyPersons, type NotifyContext } from './notify';

/** Documents were put up for these persons to sign. */
export const notifyDocumentToSign = (
  ctx: NotifyContext,
  document: { id: number; name: string },
  personIds: number[],
) =>
  notifyPersons(ctx, personIds, {
    content: { kind: 'documentToSign', documentId: document.id, document: document.name },
    key: `documents:toSign:${document.id}`,
  });

/** A person's payroll was released to them. */
export const notifyPayrollReady = (
  ctx: NotifyContext,
  payroll: { number: string; personId: number },
) =>
  notifyPersons(ctx, [payroll.personId], {
    content: { kind: 'payrollReady', number: payroll.number },
    key: `payrolls:ready:${payroll.number}`,
  });
