import type { SecurityCheck } from '@crewhub/shared';
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { crewKeys } from './crew-keys';
import { securityCheckPath } from './open-security-check';

/** The check as PDF: a draft until signed, then the signed copy. */
export const getSecurityCheckPdf = (crewId: number, checkId: number) =>
  apiBlob(`${securityCheckPath(crewId, checkId)}/download`);

export const useSecurityCheckPdf = (crewId: number, check: SecurityCheck) =>
  useQuery({
    queryKey: crewKeys.securityCheckPdf(crewId, check.id, check.signedAt ?? 'draft'),
    queryFn: () => getSecurityCheckPdf(crewId, check.id),
    meta: { silent: true },
  });
