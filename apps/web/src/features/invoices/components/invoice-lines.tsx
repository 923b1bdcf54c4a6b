import type { InvoiceItem, InvoiceItemInput } from '@crewhub/shared';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useInvoiceItems } from '../api/get-invoice-items';

/** A stored line as the update call takes it back (the rate is the tax type's again). */
export const toItemInput = (line: InvoiceItem): InvoiceItemInput => ({
  description: line.description,
  chargeTypeId: line.chargeTypeId,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  taxTypeId: line.taxTypeId,
});

/** The lines with quantity, price, VAT and amount; a design's lines can be removed. */
export const InvoiceLines = ({
  number,
  onRemove,
}: {
  number: string;
  onRemove?: (items: InvoiceItem[], index: number) => void;
}) => {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const items = useInvoiceItems(number);
  return (
    <SectionCard title={t('detail.items')} icon={IconListDetails} testId="invoice-items">
      <QueryState query={items}>
        {(lines) =>
          lines.length === 0 ? (
            <Text c="dimmed">{t('detail.noItems')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.description')}</Table.Th>
                    <Table.Th>{t('fields.quantity')}</Table.Th>
                    <Table.Th>{t('fields.unitPrice')}</Table.Th>
                    <Table.Th>{t('fields.vat')}</Table.Th>
                    <Table.Th>{t('fields.net')}</Table.Th>
                    {onRemove && <Table.Th aria-label={t('detail.removeLine')} />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line, index) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>
                        {line.description}
                        <Text size="xs" c="dimmed">
                          {line.chargeTypeName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {new Intl.NumberFormat(format.language).format(line.quantity)}
                      </Table.Td>
                      <Table.Td>{format.money(line.unitPriceCents)}</Table.Td>
                      <Table.Td>
                        {format.money(line.taxCents)}
                        <Text size="xs" c="dimmed">
                          {t('lines.taxTypeOption', {
                            name: line.taxTypeName,
                            rate: format.percent(line.taxRateBasisPoints),
                          })}
                        </Text>
                      </Table.Td>
                      <Table.Td>{format.money(line.netCents)}</Table.Td>
                      {onRemove && (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('detail.removeLineNamed', { name: line.description })}
                            onClick={() => onRemove(lines, index)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </SectionCard>
  );
};
