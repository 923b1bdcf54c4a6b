import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { missingReferences, type ReferenceKind } from './references.repository';

/** 400 naming each body field whose id does not exist in the tenant. */
export const assertReferences = async (
  tx: Executor,
  tenantId: number,
  fields: Record<string, readonly [ReferenceKind, number | null | undefined]>,
): Promise<void> => {
  const missing = await missingReferences(tx, tenantId, fields);
  const first = missing[0];
  if (first) throw new AppError('VALIDATION_FAILED', `${first.field}: ${first.message}`, missing);
};

/** 400 with one field issue, for rules checked beyond the schema. */
export const invalidField = (field: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
