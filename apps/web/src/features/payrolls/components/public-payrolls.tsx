import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconLinkOff, IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FoundState } from '@/components/found-state';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePublicPayroll, usePublicPayrolls } from '../api/get-public-payrolls';
import { TransferRows } from './bank-transfers';
import { PayrollCard } from './payroll-card';
import { PayrollHeader } from './payroll-header';
import { PayrollLines } from './payroll-lines';

/** The link's token, from the mailed or copied address (`?token=…`). */
const useLinkToken = () => useSearchParams()[0].get('token') ?? '';

/** Paths inside the shared link carry its token along. */
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * What every shared-link page shows around its content: without a token, or with one the server
 * does not know (or that expired), only that the link does not work.
 */
const SharedLink = <T,>({
  token,
  query,
  children,
}: {
  token: string;
  query: Parameters<typeof FoundState<T>>[0]['query'];
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation(['payrolls', 'common']);
  const invalid = (
    <FriendlyEmpty
      icon={IconLinkOff}
      title={t('public.invalid')}
      description={t('public.invalidText')}
      testId="payroll-link-invalid"
    />
  );
  return (
    <Stack gap="md" maw={640} mx="auto" data-testid="public-payrolls">
      {token === '' ? (
        invalid
      ) : (
        <FoundState query={query} notFound={t('public.invalid')} icon={IconLinkOff}>
          {children}
        </FoundState>
      )}
      <Text size="sm" c="dimmed" ta="center">
        {t('public.sharedBy', { app: t('common:appName') })}
      </Text>
    </Stack>
  );
};

/** /public/payrolls?token=…: the link's person and all of their payrolls. */
export const PublicPayrollsPage = () => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  const token = useLinkToken();
  const payrolls = usePublicPayrolls(token);
  return (
    <SharedLink token={token} query={payrolls}>
      {(data) => (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('public.title', { name: data.personName })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('public.validUntil', { date: format.day(data.expiresAt.slice(0, 10), 'long') })}
            </Text>
          </Stack>
          {data.payrolls.length === 0 ? (
            <FriendlyEmpty icon={IconListDetails} title={t('empty.all.title')} />
          ) : (
            <Stack gap="sm" data-testid="public-payroll-list">
              {data.payrolls.map((payroll) => (
                <PayrollCard
                  key={payroll.id}
                  payroll={payroll}
                  href={withToken(paths.publicPayroll.getHref({ number: payroll.number }), token)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SharedLink>
  );
};

/** /public/payrolls/{number}?token=…: one payroll of the link's person, read-only. */
export const PublicPayrollPage = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  const token = useLinkToken();
  const payroll = usePublicPayroll(token, number);
  return (
    <SharedLink token={token} query={payroll}>
      {(data) => (
        <Stack gap="md" data-testid="public-payroll">
          <Button
            component={Link}
            to={withToken(paths.publicPayrolls.getHref(), token)}
            variant="subtle"
            size="md"
            leftSection={<IconArrowLeft size={18} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('public.all')}
          </Button>
          <PayrollHeader
            payroll={data.payroll}
            subtitle={`${data.payroll.number} · ${data.payroll.personName}`}
          />
          <SectionCard title={t('detail.lines')} icon={IconListDetails}>
            <PayrollLines items={data.items} linked={false} />
          </SectionCard>
          <SectionCard title={t('transfers.title')} icon={IconBuildingBank} testId="bank-transfers">
            <TransferRows items={data.bankTransfers} />
          </SectionCard>
        </Stack>
      )}
    </SharedLink>
  );
};
