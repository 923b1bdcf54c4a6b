import {
  staffContractDetailSchema,
  type ContractCorrectionInput,
  type CreateStaffContractInput,
  type UpdateStaffContractInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

/** Each answers the contract with its accounts: it replaces the cached one, lists refresh. */
const useContractMutation = <Input>(
  request: (input: Input) => Promise<ReturnType<typeof staffContractDetailSchema.parse>>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Each runs in a dialog that shows the error next to the form.
    meta: { silent: true },
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      void queryClient.invalidateQueries({ queryKey: [...contractKeys.all, 'list'] });
    },
  });
};

/** POST /staffContracts: the office records a person's contract. */
export const useCreateStaffContract = () =>
  useContractMutation((input: CreateStaffContractInput) =>
    apiRequest('/staffContracts', {
      method: 'POST',
      body: input,
      schema: staffContractDetailSchema,
    }),
  );

/** POST /staffContracts/{id}: the office changes the contract's terms as a whole. */
export const useUpdateStaffContract = (id: number) =>
  useContractMutation((input: UpdateStaffContractInput) =>
    apiRequest(`/staffContracts/${id}`, {
      method: 'POST',
      body: input,
      schema: staffContractDetailSchema,
    }),
  );

/** POST /staffContracts/{id}/corrections: a logged move of the time or vacation account. */
export const useCorrectStaffContract = (id: number) =>
  useContractMutation((input: ContractCorrectionInput) =>
    apiRequest(`/staffContracts/${id}/corrections`, {
      method: 'POST',
      body: input,
      schema: staffContractDetailSchema,
    }),
  );
