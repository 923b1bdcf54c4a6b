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
 * The crew member confirms their own payroll after a confirm dialog; while a line is declined
 * the button stays disabled and says why (the office corrects the line first).
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
  const declined = payroll.confirmRefusal === 'PAYROLL_HAS_DECLINED_ITEMS';
  return (
    <BottomActions>
      {declined ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          data-testid="payroll-confirm-blocked"
        >
          <Text size="sm">{t('confirm.declinedHint')}</Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {t('confirm.hint')}
        </Text>
      )}
      <Button
        size="lg"
        h={56}
        color="green"
        leftSection={<IconCircleCheck size={22} />}
        disabled={payroll.confirmRefusal !== null}
        onClick={() => setAsking(true)}
        data-testid="confirm-payroll-button"
      >
        {t('confirm.button')}
      </Button>
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
    </BottomActions>
  );
};
