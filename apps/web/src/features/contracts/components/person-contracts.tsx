import type { StaffContract } from '@crewhub/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconFiles, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { usePersonContracts } from '../api/get-person-contracts';
import { ContractCard } from './contract-card';
import { NewContractModal } from './new-contract-modal';

/**
 * For the office: the person's other contracts, before and after this one, and the next one
 * recorded from here with the person already chosen.
 */
export const PersonContracts = ({ contract }: { contract: StaffContract }) => {
  const { t } = useTranslation('contracts');
  const contracts = usePersonContracts(contract.personId);
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title={t('person.title', { name: contract.personName })}
      icon={IconFiles}
      testId="person-contracts"
      action={
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => setCreating(true)}
          data-testid="new-contract-for-person"
        >
          {t('person.new')}
        </Button>
      }
    >
      <QueryState query={contracts}>
        {(items) => {
          const others = items.filter((item) => item.id !== contract.id);
          return others.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('person.none')}
            </Text>
          ) : (
            <Stack gap="sm">
              {others.map((other) => (
                <ContractCard key={other.id} contract={other} showPerson={false} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {creating ? (
        <NewContractModal
          person={{ id: contract.personId, name: contract.personName }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </SectionCard>
  );
};
