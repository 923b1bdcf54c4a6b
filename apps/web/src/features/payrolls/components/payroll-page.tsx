import type { PayrollDetail } from '@crewhub/shared';
import { Button, Stack } from '@mantine/core';
import { IconCash, IconDownload, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FoundState } from '@/components/found-state';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { usePayroll } from '../api/get-payroll';
import { usePayrollItems } from '../api/get-payroll-items';
import { BankTransfers } from './bank-transfers';
import { ConfirmPayrollPanel, PayrollAttention } from './confirm-payroll-panel';
import { PayrollHeader } from './payroll-header';
import { PayrollLines } from './payroll-lines';
import { SharePayrollLink } from './share-payroll-link';

const OwnPayrollHeader = ({ payroll }: { payroll: PayrollDetail }) => {
  const { t } = useTranslation('payrolls');
  return (
    <PayrollHeader
      payroll={payroll}
      subtitle={payroll.isOwn ? payroll.number : `${payroll.number} · ${payroll.personName}`}
    >
      <Button
        component={Link}
        to={paths.payrollDownload.getHref({ number: payroll.number, documentType: 'payslip' })}
        variant="light"
        size="md"
        mt="md"
        fullWidth
        leftSection={<IconDownload size={18} />}
        data-testid="payslip-link"
      >
        {t('detail.download')}
      </Button>
      <SharePayrollLink number={payroll.number} />
    </PayrollHeader>
  );
};

const Lines = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  const items = usePayrollItems(number);
  return (
    <SectionCard title={t('detail.lines')} icon={IconListDetails}>
      <QueryState query={items} loading={<LoadingBlocks count={2} height={72} />}>
        {(page) => <PayrollLines items={page.items} />}
      </QueryState>
    </SectionCard>
  );
};

/** One payroll: period, status and total; its lines; payslip; confirming (own payroll). */
export const PayrollPage = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  const { period } = useFormat();
  const payroll = usePayroll(number);
  const data = payroll.data;
  usePageTitle(
    data ? t('detail.title', { period: period(data.periodStart, data.periodEnd) }) : null,
  );
  return (
    <FoundState query={payroll} notFound={t('detail.notFound')} icon={IconCash}>
      {(data) => (
        <Stack gap="md" data-testid="payroll-page">
          <PayrollAttention payroll={data} />
          <OwnPayrollHeader payroll={data} />
          <Lines number={number} />
          <BankTransfers number={number} />
          {/* Last: its pinned bar leaves room below everything above it. */}
          <ConfirmPayrollPanel payroll={data} />
        </Stack>
      )}
    </FoundState>
  );
};
