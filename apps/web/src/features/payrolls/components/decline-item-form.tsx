import { declinePayrollItemInputSchema, type PayrollItem } from '@crewhub/shared';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useDeclinePayrollItem } from '../api/decline-payroll-item';

/** The crew member tells the office what is wrong with a line (feedback 1..2000 characters). */
export const DeclineItemForm = ({ item }: { item: PayrollItem }) => {
  const { t } = useTranslation('payrolls');
  const decline = useDeclinePayrollItem(item.id);
  const form = useForm({
    initialValues: { feedback: '' },
    ...zodForm(declinePayrollItemInputSchema),
  });

  const submit = form.onSubmit((input) =>
    decline.mutate(input, {
      onSuccess: () => toast.success(t('decline.done')),
      onError: (error) => toast.error(errorText(error)),
    }),
  );

  return (
    <SectionCard
      title={t('decline.title')}
      icon={IconMessageReport}
      color="red"
      testId="decline-item"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('decline.text')}
        </Text>
        <Textarea
          label={t('decline.label')}
          placeholder={t('decline.placeholder')}
          autosize
          minRows={3}
          maxLength={2000}
          size="md"
          {...form.getInputProps('feedback')}
          data-testid="decline-feedback"
        />
        <Button
          color="red"
          variant="light"
          size="md"
          loading={decline.isPending}
          onClick={() => submit()}
          data-testid="decline-submit"
        >
          {t('decline.button')}
        </Button>
      </Stack>
    </SectionCard>
  );
};
