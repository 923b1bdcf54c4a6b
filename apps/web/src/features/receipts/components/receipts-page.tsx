import { receiptStatuses, type ReceiptStatus, type ReceiptSummary } from '@crewhub/shared';
import { Button, Group, Paper, Select, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { useReceipts } from '../api/get-receipts';
import type { ReceiptFilter } from '../api/receipt-keys';
import { ReceiptFormModal } from './receipt-form-modal';
import { ReceiptStatusBadge } from './receipt-status-badge';

const ReceiptRow = ({ receipt, showPerson }: { receipt: ReceiptSummary; showPerson: boolean }) => {
  const format = useFormat();
  return (
    <UnstyledButton
      component={Link}
      to={paths.receipt.getHref({ number: receipt.number })}
      data-testid="receipt-row"
    >
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{receipt.receiptTypeName}</Text>
            <Text size="sm" c="dimmed">
              {[receipt.number, format.day(receipt.date), showPerson ? receipt.personName : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700}>{format.money(receipt.totalCents)}</Text>
            <ReceiptStatusBadge status={receipt.status} />
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
};

type ReceiptListProps = {
  filter: ReceiptFilter;
  showPerson: boolean;
  /** Set while a filter narrows the list: nothing found then offers to clear it. */
  onClear?: () => void;
};

const ReceiptList = ({ filter, showPerson, onClear }: ReceiptListProps) => {
  const { t } = useTranslation('receipts');
  const receipts = useReceipts(filter);
  return (
    <QueryState query={receipts}>
      {({ items }) =>
        items.length === 0 && onClear ? (
          <NoResults onClear={onClear} />
        ) : items.length === 0 ? (
          <FriendlyEmpty icon={IconReceipt} title={t('list.empty')} testId="receipts-empty" />
        ) : (
          <Stack gap="sm" data-testid="receipt-list">
            {items.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} showPerson={showPerson} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

const isStatus = (value: string | null): value is ReceiptStatus =>
  (receiptStatuses as readonly (string | null)[]).includes(value);

/** My receipts, or everybody's for the office; the filters live in the URL. */
export const ReceiptsPage = () => {
  const { t } = useTranslation('receipts');
  const navigate = useNavigate();
  const canRead = useRight('receipts', 'READ');
  const canCreate = useRight('receipts', 'CREATE');
  const office = useRight('receipts', 'READ', 'ALL');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const status = params.get('status');
  const filter: ReceiptFilter = {
    status: isStatus(status) ? status : null,
    mine: !office || params.get('mine') === 'true',
  };
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  if (!canRead) {
    return <FriendlyEmpty icon={IconLock} title={t('list.noAccess')} testId="receipts-no-access" />;
  }
  return (
    <Stack gap="md" data-testid="receipts-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          size="md"
          value={filter.status}
          onChange={(value) => setParam('status', value)}
          data={receiptStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          data-testid="receipts-status-filter"
        />
        {office ? (
          <Switch
            label={t('list.onlyMine')}
            checked={filter.mine}
            onChange={(event) => setParam('mine', event.currentTarget.checked ? 'true' : null)}
          />
        ) : null}
      </Group>
      {canCreate ? (
        <Button
          size="md"
          leftSection={<IconPlus size={18} />}
          onClick={() => setCreating(true)}
          data-testid="receipt-new"
        >
          {t('list.new')}
        </Button>
      ) : null}
      <ReceiptList
        filter={filter}
        showPerson={office && !filter.mine}
        onClear={
          filter.status || (office && filter.mine)
            ? () => setParams({}, { replace: true })
            : undefined
        }
      />
      {creating ? (
        <ReceiptFormModal
          onClose={() => setCreating(false)}
          onCreated={(receipt) => void navigate(paths.receipt.getHref({ number: receipt.number }))}
        />
      ) : null}
    </Stack>
  );
};
