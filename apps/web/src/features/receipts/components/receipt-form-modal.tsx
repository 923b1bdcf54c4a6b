import { createReceiptInputSchema, isoDateOf, type ReceiptDetail } from '@crewhub/shared';
import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { useCreateReceipt } from '../api/create-receipt';
import { useReceiptTypes } from '../api/get-receipt-types';
import { toCents } from '../lib/cents';
import { ReceiptMoneyFields } from './receipt-money-fields';
import { ReceiptProjectFields } from './receipt-project-fields';

type Line = { description: string; amount: number | string; tax: number | string };
type Values = {
  receiptTypeId: string | null;
  projectId: string | null;
  templateId: string | null;
  date: string;
  description: string;
  items: Line[];
};

const idOrNull = (value: string | null) => (value ? Number(value) : null);

const emptyLine: Line = { description: '', amount: '', tax: 0 };

/** The form keeps euros as typed; the schema (and the server) take cents. */
const toInput = (values: Values) => ({
  receiptTypeId: idOrNull(values.receiptTypeId),
  projectId: idOrNull(values.projectId),
  templateId: idOrNull(values.templateId),
  date: values.date,
  description: values.description,
  items: values.items.map((line) => ({
    description: line.description,
    amountCents: toCents(line.amount),
    taxCents: toCents(line.tax) ?? 0,
  })),
});

/** The crew member's new receipt: type, date, what it was for and its lines. */
export const ReceiptFormModal = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (receipt: ReceiptDetail) => void;
}) => {
  const { t } = useTranslation('receipts');
  const types = useReceiptTypes();
  const create = useCreateReceipt();
  const initialValues: Values = {
    receiptTypeId: null,
    projectId: null,
    templateId: null,
    date: isoDateOf(new Date()),
    description: '',
    items: [emptyLine],
  };
  const form = useForm({
    initialValues,
    ...zodForm(createReceiptInputSchema, {
      toInput,
      // The form names amounts in euros under its own field names.
      fieldOf: (path) => path.replace(/amountCents$/, 'amount').replace(/taxCents$/, 'tax'),
    }),
  });
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (receipt) => onCreated(receipt),
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0)
          form.setErrors(serverErrors(error.issues));
      },
    }),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('form.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('form.save')}
      error={create.error}
      testId="receipt-form"
      submitTestId="receipt-form-save"
    >
      <ReceiptProjectFields
        projectId={form.values.projectId}
        templateId={form.values.templateId}
        onProjectChange={(projectId) => form.setFieldValue('projectId', projectId)}
        onTemplateChange={(template) => {
          form.setFieldValue('templateId', template ? String(template.id) : null);
          if (!template) return;
          form.setFieldValue('receiptTypeId', String(template.receiptTypeId));
          if (template.description) form.setFieldValue('description', template.description);
        }}
      />
      <Select
        label={t('form.type')}
        data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        size="md"
        withAsterisk
        {...form.getInputProps('receiptTypeId')}
        data-testid="receipt-form-type"
      />
      <TextInput
        type="date"
        label={t('form.date')}
        size="md"
        withAsterisk
        {...form.getInputProps('date')}
      />
      <TextInput
        label={t('form.description')}
        size="md"
        maxLength={500}
        {...form.getInputProps('description')}
      />
      {form.values.items.map((_, index) => (
        <Stack key={index} gap="xs" data-testid="receipt-form-line">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('form.lineDescription', { n: index + 1 })}
              size="md"
              maxLength={200}
              withAsterisk
              {...form.getInputProps(`items.${index}.description`)}
              data-testid={`receipt-line-${index}-description`}
            />
            {form.values.items.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                aria-label={t('form.removeLine', { n: index + 1 })}
                onClick={() => form.removeListItem('items', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            ) : null}
          </Group>
          <ReceiptMoneyFields
            amount={form.getInputProps(`items.${index}.amount`)}
            tax={form.getInputProps(`items.${index}.tax`)}
            testIdPrefix={`receipt-line-${index}`}
          />
        </Stack>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={18} />}
        onClick={() => form.insertListItem('items', { ...emptyLine })}
      >
        {t('form.addLine')}
      </Button>
    </FormModal>
  );
};
