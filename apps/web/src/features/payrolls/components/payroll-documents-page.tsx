import type { PayrollSummary } from '@crewhub/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconDownload, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useRight } from '@/lib/use-right';
import { usePersonPayrolls } from '../api/get-person-payrolls';
import { useSavePayslip } from '../api/get-payslip';
import { useFormat } from '@/lib/format';

/** Newest year first; the payrolls keep their newest-first order inside each year. */
const byYear = (items: PayrollSummary[]): [string, PayrollSummary[]][] => {
  const years = new Map<string, PayrollSummary[]>();
  for (const payroll of items) {
    const year = payroll.periodStart.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), payroll]);
  }
  return [...years.entries()];
};

const PayslipRow = ({ payroll }: { payroll: PayrollSummary }) => {
  const { t } = useTranslation('payrolls');
  const { money, period } = useFormat();
  const save = useSavePayslip();
  const saving = save.isPending && save.variables === payroll.number;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{period(payroll.periodStart, payroll.periodEnd)}</Text>
        <Text size="sm" c="dimmed">
          {`${payroll.number} · ${money(payroll.totalCents)}`}
        </Text>
      </Stack>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconDownload size={16} />}
        loading={saving}
        onClick={() =>
          save.mutate(payroll.number, { onError: (error) => toast.error(errorText(error)) })
        }
        aria-label={t('documents.downloadLabel', { number: payroll.number })}
        data-testid={`payslip-download-${payroll.number}`}
      >
        {t('documents.download')}
      </Button>
    </Group>
  );
};

const PayslipYears = ({ personId }: { personId: number }) => {
  const { t } = useTranslation('payrolls');
  const payrolls = usePersonPayrolls(personId);
  return (
    <QueryState query={payrolls}>
      {({ items }) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={IconFileDownload}
            title={t('documents.empty')}
            description={t('empty.all.text')}
          />
        ) : (
          <Stack gap="md" data-testid="payroll-documents">
            {byYear(items).map(([year, payrolls]) => (
              <SectionCard key={year} title={year} icon={IconCalendar}>
                {payrolls.map((payroll) => (
                  <PayslipRow key={payroll.id} payroll={payroll} />
                ))}
              </SectionCard>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

/** /payrolls-documents: my payslips by year, each to download. */
export const PayrollDocumentsPage = () => {
  const { t } = useTranslation('payrolls');
  const personId = useSession()?.claims.loginData.person?.id ?? null;
  const canRead = useRight('payrolls', 'READ');
  if (personId === null || !canRead) {
    return <FriendlyEmpty icon={IconLock} title={t('list.noAccess')} testId="payrolls-no-access" />;
  }
  return <PayslipYears personId={personId} />;
};
