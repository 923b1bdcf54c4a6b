import { updatePayrollItemInputSchema, type PayrollItem } from '@crewhub/shared';
import { Button, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCorrectPayrollItem } from '../api/correct-payroll-item';

type Values = {
  description: string;
  hours: number | string;
  rate: number | string;
  addOn: number | string;
};

/** Euros typed with decimals, as whole cents; an emptied box is left out (unchanged). */
const centsOf = (euros: number | string) =>
  euros === '' ? undefined : Math.round(Number(euros) * 100);

/**
 * The office's answer to a declined line (or any open one): description, hours, rate and
 * add-on; the server works out sum and totals and marks a declined line corrected.
 */
export const CorrectItemForm = ({ item }: { item: PayrollItem }) => {
  const { t } = useTranslation('payrolls');
  const correct = useCorrectPayrollItem(item.id);
  const initialValues: Values = {
    description: item.description,
    hours: item.hours,
    rate: item.rateCents / 100,
    addOn: item.addOnCents / 100,
  };
  const form = useForm({
    initialValues,
    ...zodForm(updatePayrollItemInputSchema, {
      toInput: (values: Values) => ({
        description: values.description,
        hours: values.hours === '' ? undefined : Number(values.hours),
        rateCents: centsOf(values.rate),
        addOnCents: centsOf(values.addOn),
      }),
      fieldOf: (path) => ({ rateCents: 'rate', addOnCents: 'addOn' })[path] ?? path,
    }),
  });
  const submit = form.onSubmit((input) =>
    correct.mutate(input, {
      onSuccess: () => toast.success(t('correct.done')),
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  return (
    <SectionCard title={t('correct.title')} icon={IconPencil} testId="correct-item">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(item.status === 'declined' ? 'correct.declinedText' : 'correct.text')}
        </Text>
        <TextInput
          label={t('correct.description')}
          size="md"
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label={t('item.hours')}
            min={0}
            decimalScale={2}
            size="md"
            data-testid="correct-hours"
            {...form.getInputProps('hours')}
          />
          <NumberInput
            label={t('item.rate')}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            size="md"
            {...form.getInputProps('rate')}
          />
          <NumberInput
            label={t('item.addOn')}
            description={t('correct.addOnHint')}
            decimalScale={2}
            fixedDecimalScale
            size="md"
            data-testid="correct-add-on"
            {...form.getInputProps('addOn')}
          />
        </SimpleGrid>
        <Button
          size="md"
          loading={correct.isPending}
          onClick={() => submit()}
          data-testid="correct-submit"
        >
          {t('correct.button')}
        </Button>
      </Stack>
    </SectionCard>
  );
};
