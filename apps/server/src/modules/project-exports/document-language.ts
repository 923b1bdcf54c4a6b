import type { Executor } from '../../db/client';
import { documentTexts, type DocumentTexts } from '../../lib/i18n/document-texts';
import { documentLanguageFor } from '../tenants';

/** The words of a file the server renders, in its reader's language (documentLanguageFor). */
export const documentTextsFor = async (
  tx: Executor,
  tenantId: number,
  loginLanguage: string | null,
): Promise<DocumentTexts> => documentTexts(await documentLanguageFor(tx, tenantId, loginLanguage));
