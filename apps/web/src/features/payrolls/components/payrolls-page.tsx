import type { PayrollStatus, PayrollSummary } from '@crewhub/shared';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconCash, IconCircleCheck, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRight } from '@/lib/use-right';
import { usePersonPayrolls } from '../api/get-person-payrolls';
import { PayrollCard } from './payroll-card';

const views = ['toConfirm', 'all'] as const;
type View = (typeof views)[number];
const statusOf: Record<View, PayrollStatus | null> = { toConfirm: 'to_confirm', all: null };

/** Payrolls waiting for the crew member come first; the rest keep newest first. */
const toConfirmFirst = (items: PayrollSummary[]) => [
  ...items.filter((payroll) => payroll.status === 'to_confirm'),
  ...items.filter((payroll) => payroll.status !== 'to_confirm'),
];

const PayrollList = ({ personId, view }: { personId: number; view: View }) => {
  const { t } = useTranslation('payrolls');
  const payrolls = usePersonPayrolls(personId, statusOf[view]);
  return (
    <QueryState query={payrolls}>
      {({ items }) =>
        items.length === 0 ? (
          <FriendlyEmpty
            icon={view === 'toConfirm' ? IconCircleCheck : IconCash}
            title={t(`empty.${view}.title`)}
            description={t(`empty.${view}.text`)}
            testId={`payrolls-empty-${view}`}
          />
        ) : (
          <Stack gap="sm" data-testid={`payroll-list-${view}`}>
            {toConfirmFirst(items).map((payroll) => (
              <PayrollCard key={payroll.id} payroll={payroll} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

/** My payrolls: to confirm or all of them; the choice lives in the URL. */
export const PayrollsPage = () => {
  const { t } = useTranslation('payrolls');
  const personId = useSession()?.claims.loginData.person?.id ?? null;
  const canRead = useRight('payrolls', 'READ');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'toConfirm' ? 'toConfirm' : 'all';

  if (personId === null || !canRead) {
    return <FriendlyEmpty icon={IconLock} title={t('list.noAccess')} testId="payrolls-no-access" />;
  }
  return (
    <Stack gap="md" data-testid="payrolls-page">
      <SegmentedControl
        fullWidth
        size="md"
        radius="xl"
        value={view}
        onChange={(value) => setParams({ view: value }, { replace: true })}
        data={views.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        data-testid="payrolls-view"
      />
      <PayrollList personId={personId} view={view} />
      <Button
        component={Link}
        to={paths.payrollsDocuments.getHref()}
        variant="subtle"
        size="md"
        leftSection={<IconFileDownload size={18} />}
      >
        {t('list.documentsLink')}
      </Button>
    </Stack>
  );
};
