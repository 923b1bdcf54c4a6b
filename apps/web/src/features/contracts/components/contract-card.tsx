import type { StaffContract } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { hoursOf } from '../lib/contract-hours';

/** The terms in one line: "32 h per week · 146 h vacation per year". */
export const useContractTerms = () => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  return (contract: StaffContract) =>
    [
      t(`quota.${contract.quotaUnit}`, { hours: format.hours(hoursOf(contract.quotaMinutes)) }),
      t('vacationPerYear', { hours: format.hours(hoursOf(contract.vacationMinutesPerYear)) }),
    ].join(' · ');
};

/** One contract in a list: type, person (for the office), period and terms; opens the contract. */
export const ContractCard = ({
  contract,
  showPerson,
}: {
  contract: StaffContract;
  showPerson: boolean;
}) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const terms = useContractTerms();
  return (
    <Paper withBorder data-testid={`contract-card-${contract.id}`}>
      <UnstyledButton
        component={Link}
        to={paths.contract.getHref({ id: String(contract.id) })}
        p="md"
        display="block"
        w="100%"
      >
        <Group wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Badge variant="light" color={contract.active ? 'green' : 'gray'}>
                {t(contract.active ? 'state.active' : 'state.inactive')}
              </Badge>
              <Text fw={600}>{t(`types.${contract.contractType}`)}</Text>
            </Group>
            {showPerson ? <Text fw={600}>{contract.personName}</Text> : null}
            <Text size="sm">
              {contract.endDate
                ? format.dayRange(contract.startDate, contract.endDate)
                : t('openEnd', { date: format.day(contract.startDate) })}
            </Text>
            <Text size="sm" c="dimmed">
              {terms(contract)}
            </Text>
          </Stack>
          <IconChevronRight size={20} opacity={0.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Paper>
  );
};
