import type { Invoice, InvoiceItem, InvoiceItemInput } from '@crewhub/shared';
import { invoiceActions, localDateOf, officeTimeZone } from '@crewhub/shared';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconCash, IconPencil, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { toast } from '@/lib/toasts';
import { useMarkInvoicePaid, useReleaseInvoice, useUpdateInvoice } from '../api/change-invoice';
import { AddLineModal } from './add-line-modal';
import { EditInvoiceModal } from './edit-invoice-modal';
import { toItemInput } from './invoice-lines';

/** Paid today, as the office counts days (the server refuses a day after its own today). */
const today = () => localDateOf(new Date(), officeTimeZone);

/** The office's next steps by status: add lines and release a design, mark a released one paid. */
export const InvoiceActions = ({ invoice, lines }: { invoice: Invoice; lines: InvoiceItem[] }) => {
  const { t } = useTranslation('invoices');
  const allowed = invoiceActions(invoice.status);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sendMail, setSendMail] = useState(true);
  const update = useUpdateInvoice(invoice.number);
  const release = useReleaseInvoice(invoice.number);
  const paid = useMarkInvoicePaid(invoice.number);
  const addLine = (line: InvoiceItemInput) =>
    update.mutate(
      { items: [...lines.map(toItemInput), line] },
      { onSuccess: () => setAdding(false) },
    );
  return (
    <>
      <Group data-testid="invoice-actions">
        {allowed.edit && (
          <>
            <Button
              variant="light"
              leftSection={<IconPencil size={18} />}
              onClick={() => setEditing(true)}
              data-testid="invoice-edit"
            >
              {t('actions.edit')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => setAdding(true)}
            >
              {t('actions.addLine')}
            </Button>
          </>
        )}
        {allowed.release && (
          <>
            <Checkbox
              label={t('actions.sendMail')}
              data-testid="invoice-send-mail"
              checked={sendMail}
              onChange={(event) => setSendMail(event.currentTarget.checked)}
            />
            <Button
              leftSection={<IconSend size={18} />}
              data-testid="invoice-release"
              loading={release.isPending}
              onClick={() =>
                release.mutate(
                  { sendMail },
                  { onSuccess: () => toast.success(t('actions.released')) },
                )
              }
            >
              {t('actions.release')}
            </Button>
          </>
        )}
        {allowed.markPaid && (
          <Button
            color="green"
            leftSection={<IconCash size={18} />}
            data-testid="invoice-mark-paid"
            loading={paid.isPending}
            onClick={() => paid.mutate({ paidDate: today() })}
          >
            {t('actions.markPaid')}
          </Button>
        )}
      </Group>
      <FormError error={release.error ?? paid.error} />
      {editing && <EditInvoiceModal invoice={invoice} onClose={() => setEditing(false)} />}
      {adding && (
        <AddLineModal
          onClose={() => setAdding(false)}
          onAdd={addLine}
          saving={update.isPending}
          error={update.error}
        />
      )}
    </>
  );
};
