import type { InvoiceFilter, InvoiceStatus } from '@crewhub/shared';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/lib/format';
import { useInvoiceTotals } from '../api/get-invoice-totals';

/** Count and amount per status; a card filters the list by its status. */
export const InvoiceTotals = ({
  filter,
  onPick,
}: {
  filter: InvoiceFilter;
  onPick: (status: InvoiceStatus) => void;
}) => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const totals = useInvoiceTotals({ ...filter, status: undefined });
  return (
    <QueryState query={totals}>
      {({ items }) => (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="invoice-totals">
          {items.map((total) => (
            <UnstyledButton
              key={total.status}
              onClick={() => onPick(total.status)}
              aria-pressed={filter.status === total.status}
              data-testid={`invoice-total-${total.status}`}
            >
              <Paper withBorder p="sm" bg={filter.status === total.status ? 'gray.1' : undefined}>
                <Text size="sm" c="dimmed">
                  {t('totals.label', { status: t(`status.${total.status}`), count: total.count })}
                </Text>
                <Text fw={700}>{format.money(total.totalCents)}</Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
};
