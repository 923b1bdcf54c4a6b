import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconFileCertificate, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useRight } from '@/lib/use-right';
import type { ContractListState } from '../api/contract-keys';
import { useStaffContracts } from '../api/get-staff-contracts';
import { ContractCard } from './contract-card';
import { NewContractModal } from './new-contract-modal';

const states = ['active', 'past'] as const satisfies readonly ContractListState[];

const ContractList = ({ state }: { state: ContractListState }) => {
  const { t } = useTranslation('contracts');
  const contracts = useStaffContracts(state);
  // The office reaches everybody's contracts, so its cards name the person.
  const showPerson = useRight('staffContracts', 'READ', 'ALL');
  return (
    <QueryState query={contracts}>
      {(items) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={IconFileCertificate}
            title={t(`empty.${state}.title`)}
            description={t(`empty.${state}.text`)}
            testId={`contracts-empty-${state}`}
          />
        ) : (
          <Stack gap="sm" data-testid={`contract-list-${state}`}>
            {items.map((contract) => (
              <ContractCard key={contract.id} contract={contract} showPerson={showPerson} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

/** Contracts running now or ended; crew see their own, the office everyone's. */
export const ContractsPage = () => {
  const { t } = useTranslation('contracts');
  const canRead = useRight('staffContracts', 'READ');
  const canCreate = useRight('staffContracts', 'CREATE');
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const state: ContractListState = params.get('state') === 'past' ? 'past' : 'active';
  if (!canRead) {
    return (
      <FriendlyEmpty icon={IconLock} title={t('list.noAccess')} testId="contracts-no-access" />
    );
  }
  return (
    <Stack gap="md" data-testid="contracts-page">
      <SegmentedControl
        fullWidth
        size="md"
        radius="xl"
        value={state}
        onChange={(value) => setParams({ state: value }, { replace: true })}
        data={states.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        aria-label={t('tabs.label')}
      />
      {canCreate ? (
        <Button
          leftSection={<IconPlus size={18} />}
          size="md"
          onClick={() => setCreating(true)}
          data-testid="new-contract"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('form.new')}
        </Button>
      ) : null}
      <ContractList state={state} />
      {creating ? <NewContractModal onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
