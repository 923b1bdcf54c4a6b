import { localDateOf, officeTimeZone, type StaffContractDetail } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  IconChartLine,
  IconFileCertificate,
  IconPencil,
  IconPencilPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useRight } from '@/lib/use-right';
import { useStaffContract } from '../api/get-staff-contract';
import { hoursOf } from '../lib/contract-hours';
import { AccountChart } from './account-chart';
import { AccountSummary } from './account-summary';
import { AccountTable } from './account-table';
import { useContractTerms } from './contract-card';
import { ContractDocuments } from './contract-documents';
import { CorrectionModal } from './correction-modal';
import { EditContractModal } from './edit-contract-modal';
import { PersonContracts } from './person-contracts';

const ContractHeader = ({
  contract,
  canEdit,
}: {
  contract: StaffContractDetail;
  canEdit: boolean;
}) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const terms = useContractTerms();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="contract-header">
      <Stack gap={4}>
        <Group gap={6} justify="space-between">
          <Badge variant="light" color={contract.active ? 'green' : 'gray'}>
            {t(contract.active ? 'state.active' : 'state.inactive')}
          </Badge>
          {canEdit ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={18} />}
              onClick={() => setEditing(true)}
              data-testid="edit-contract"
            >
              {t('form.edit')}
            </Button>
          ) : null}
        </Group>
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t(`types.${contract.contractType}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {contract.personName}
        </Text>
        <Text size="sm">
          {contract.endDate
            ? format.dayRange(contract.startDate, contract.endDate)
            : t('openEnd', { date: format.day(contract.startDate) })}
        </Text>
        <Text size="sm">{terms(contract)}</Text>
      </Stack>
      {editing ? <EditContractModal contract={contract} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
};

const Corrections = ({ contract }: { contract: StaffContractDetail }) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [correcting, setCorrecting] = useState(false);
  if (contract.corrections.length === 0 && !contract.canCorrect) return null;
  return (
    <SectionCard
      title={t('corrections.title')}
      icon={IconPencilPlus}
      testId="contract-corrections"
      action={
        contract.canCorrect ? (
          <Button variant="light" onClick={() => setCorrecting(true)} data-testid="correct-account">
            {t('form.correctAction')}
          </Button>
        ) : null
      }
    >
      <Stack gap="xs">
        {contract.corrections.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('corrections.none')}
          </Text>
        ) : null}
        {contract.corrections.map((correction) => (
          <div key={correction.id}>
            <Text size="sm" fw={600}>
              {t(`corrections.${correction.account}`, {
                hours: format.hours(hoursOf(correction.minutes)),
                date: format.day(correction.date),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {correction.createdBy
                ? `${correction.reason} · ${correction.createdBy}`
                : correction.reason}
            </Text>
          </div>
        ))}
      </Stack>
      {correcting ? (
        <CorrectionModal
          contract={contract}
          today={localDateOf(new Date(), officeTimeZone)}
          onClose={() => setCorrecting(false)}
        />
      ) : null}
    </SectionCard>
  );
};

/** One contract: terms, planned and worked hours, both accounts per period, the documents. */
export const ContractPage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['contracts', 'common']);
  const contract = useStaffContract(id);
  // Changing terms, sending papers and recording contracts are the office's (ALL scope).
  const canEdit = useRight('staffContracts', 'EDIT', 'ALL');
  const canCreate = useRight('staffContracts', 'CREATE', 'ALL');
  const data = contract.data;
  usePageTitle(data ? t(`types.${data.contractType}`) : null);
  return (
    <FoundState
      query={contract}
      notFound={t('common:notFound.contract')}
      icon={IconFileCertificate}
    >
      {(detail) => (
        <Stack gap="md" data-testid="contract-page">
          <ContractHeader contract={detail} canEdit={canEdit} />
          <AccountSummary totals={detail.totals} />
          <SectionCard
            title={t(`accounts.title.${detail.quotaUnit}`)}
            icon={IconChartLine}
            testId="contract-accounts"
          >
            <Stack gap="md">
              <AccountChart contract={detail} />
              <AccountTable contract={detail} />
            </Stack>
          </SectionCard>
          <Corrections contract={detail} />
          <ContractDocuments id={id} personName={detail.personName} canSend={canEdit} />
          {canCreate ? <PersonContracts contract={detail} /> : null}
        </Stack>
      )}
    </FoundState>
  );
};
