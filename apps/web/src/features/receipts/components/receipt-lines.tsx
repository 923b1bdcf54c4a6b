import type { ReceiptDetail, ReceiptItem } from '@crewhub/shared';
import { ActionIcon, Button, Group, Table } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useChangeReceiptItems } from '../api/change-receipt-items';
import { ReceiptLineModal } from './receipt-line-modal';

/** The line being added ('new') or changed, while its dialog is open. */
type Editing = ReceiptItem | 'new' | null;

/** The receipt's lines; while it is one's own draft, each can be changed or removed. */
export const ReceiptLines = ({ receipt }: { receipt: ReceiptDetail }) => {
  const { t } = useTranslation('receipts');
  const { money } = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const change = useChangeReceiptItems(receipt.number);
  const editable = receipt.actions.edit;
  const pending = change.isPending ? change.variables : undefined;
  const removing = pending?.kind === 'remove' ? pending.id : null;
  const remove = (line: ReceiptItem) =>
    change.mutate(
      { kind: 'remove', id: line.id },
      { onError: (error) => toast.error(errorText(error)) },
    );
  return (
    <SectionCard
      title={t('detail.lines')}
      icon={IconListDetails}
      testId="receipt-lines"
      action={
        editable ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing('new')}
            data-testid="receipt-line-add"
          >
            {t('form.addLine')}
          </Button>
        ) : null
      }
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.line')}</Table.Th>
            <Table.Th ta="right">{t('detail.amount')}</Table.Th>
            <Table.Th ta="right">{t('detail.lineTax')}</Table.Th>
            {editable ? <Table.Th aria-label={t('lines.actions')} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.items.map((item) => (
            <Table.Tr key={item.id} data-testid={`receipt-line-${item.id}`}>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{money(item.amountCents)}</Table.Td>
              <Table.Td ta="right">{money(item.taxCents)}</Table.Td>
              {editable ? (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('lines.edit', { name: item.description })}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('lines.remove', { name: item.description })}
                      loading={removing === item.id}
                      onClick={() => remove(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing ? (
        <ReceiptLineModal
          number={receipt.number}
          line={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionCard>
  );
};
