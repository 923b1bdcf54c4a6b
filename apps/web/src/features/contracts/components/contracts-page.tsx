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
import { PersonField } from './person-field';

const states = ['active', 'past'] as const satisfies readonly ContractListState[];

type ContractListProps = { state: ContractListState; personId?: number; showPerson: boolean };

const ContractList = ({ state, personId, showPerson }: ContractListProps) => {
  const { t } = useTranslation('contracts');
  const contracts = useStaffContracts(state, personId);
  return (
    <QueryState query={contracts}>
      {(items) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={IconFileCertificate}
            title={t(`empty.${state}.title`)}
            description={t(showPerson ? `empty.office.${state}` : `empty.${state}.text`)}
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
  // The office reaches everybody's contracts: its cards name the person, who can be searched.
  const readsAll = useRight('staffContracts', 'READ', 'ALL');
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const state: ContractListState = params.get('state') === 'past' ? 'past' : 'active';
  const person = params.get('personId') ?? '';
  const personId = /^\d+$/.test(person) ? Number(person) : undefined;
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
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
        onChange={(value) => setParam('state', value)}
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
      {readsAll ? (
        <PersonField
          label={t('list.person')}
          clearable
          value={personId ? String(personId) : ''}
          onChange={(value) => setParam('personId', value)}
          testId="contracts-person-filter"
        />
      ) : null}
      <ContractList state={state} personId={personId} showPerson={readsAll} />
      {creating ? <NewContractModal onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
