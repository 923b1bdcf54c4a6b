import type { BankTransfer } from '@crewhub/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { useBankTransfers } from '../api/get-bank-transfers';

type Transfer = Pick<BankTransfer, 'id' | 'date' | 'amountCents' | 'reference'>;

/** Payments as rows: date and bank reference, amount on the right. */
export const TransferRows = ({ items }: { items: Transfer[] }) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('transfers.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {items.map((transfer) => (
        <Group key={transfer.id} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {format.day(transfer.date, 'long')}
            </Text>
            <Text size="xs" c="dimmed">
              {transfer.reference}
            </Text>
          </Stack>
          <Text fw={700}>{format.money(transfer.amountCents)}</Text>
        </Group>
      ))}
    </Stack>
  );
};

const TransferList = ({ number }: { number: string }) => {
  const transfers = useBankTransfers(number);
  return <QueryState query={transfers}>{({ items }) => <TransferRows items={items} />}</QueryState>;
};

/** Payments made for this payroll, for whoever may see bank transfers (own or all). */
export const BankTransfers = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  const canRead = useRight('bankTransfers', 'READ');
  if (!canRead) return null;
  return (
    <SectionCard title={t('transfers.title')} icon={IconBuildingBank} testId="bank-transfers">
      <TransferList number={number} />
    </SectionCard>
  );
};
