import { changeRequestSchema, profilePictureSchema, type RejectInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** A queue entry: a personal data change or a new picture. */
export type ApprovalKind = 'personChangeRequests' | 'profilePictures';
export type Decision = { kind: ApprovalKind; id: number } & (
  { verdict: 'approve' } | { verdict: 'reject'; input: RejectInput }
);

const decidedSchema = z.union([changeRequestSchema, profilePictureSchema]);

export const decideApproval = (decision: Decision) =>
  apiRequest(`/${decision.kind}/${decision.id}/${decision.verdict}`, {
    method: 'POST',
    body: decision.verdict === 'reject' ? decision.input : undefined,
    schema: decidedSchema,
  });

export const useDecideApproval = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.approvals() }),
  });
};
