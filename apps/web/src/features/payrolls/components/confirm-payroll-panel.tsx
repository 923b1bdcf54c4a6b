import type { PayrollDetail } from '@crewhub/shared';
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { ConfirmModal } from '@/components/confirm-modal';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useConfirmPayroll } from '../api/confirm-payroll';

/**
 * A declined line holds the payroll up until the office corrects it: said first on the page,
 * above the lines, where the pinned confirm button cannot hide it.
 */
export const PayrollAttention = ({ payroll }: { payroll: PayrollDetail }) => {
  const { t } = useTranslation('payrolls');
  if (!payroll.isOwn || payroll.confirmRefusal !== 'PAYROLL_HAS_DECLINED_ITEMS') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      data-testid="payroll-confirm-blocked"
    >
      <Text size="sm">{t('confirm.declinedHint')}</Text>
    </Alert>
  );
};

/**
 * The crew member confirms their own payroll after a confirm dialog; while a line is declined
 * the button stays disabled; PayrollAttention says why at the top of the page.
 */
export const ConfirmPayrollPanel = ({ payroll }: { payroll: PayrollDetail }) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  const { money } = format;
  const confirm = useConfirmPayroll(payroll.number);
  const [asking, setAsking] = useState(false);

  if (payroll.confirmedAt) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        data-testid="payroll-confirmed"
      >
        {t('confirm.confirmedAt', { date: format.moment(payroll.confirmedAt) })}
      </Alert>
    );
  }
  if (!payroll.isOwn || payroll.status !== 'to_confirm') return null;
  return (
    <>
      <BottomActions
        note={
          // A declined line is told at the top of the page instead (PayrollAttention).
          payroll.confirmRefusal === 'PAYROLL_HAS_DECLINED_ITEMS' ? null : (
            <Text size="sm" c="dimmed">
              {t('confirm.hint')}
            </Text>
          )
        }
      >
        <Button
          size="lg"
          color="green"
          leftSection={<IconCircleCheck size={22} />}
          disabled={payroll.confirmRefusal !== null}
          onClick={() => setAsking(true)}
          data-testid="confirm-payroll-button"
        >
          {t('confirm.button')}
        </Button>
      </BottomActions>
      <ConfirmModal
        opened={asking}
        title={t('confirm.dialogTitle')}
        message={t('confirm.dialogText', { total: money(payroll.totalCents) })}
        confirmLabel={t('confirm.button')}
        loading={confirm.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          confirm.mutate(undefined, {
            onSuccess: () => toast.success(t('confirm.done')),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
};
