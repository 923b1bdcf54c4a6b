import type { ProjectPasswordStatus } from '@crewhub/shared';
import { Button, Divider, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX, IconCalendarCheck, IconLockOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { QueryState } from '@/components/query-state';
import { errorText } from '@/lib/error-text';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useGuestVisits, useRevokeGuestAccess, useSetGuestExpiry } from '../api/guest-link';

/**
 * What a planner controls of a project's open guest link: its last day, revoking it at once,
 * and who used it (each guest login with time and address, to spot a password passed on).
 */
export const GuestLinkPanel = ({
  number,
  status,
}: {
  number: string;
  status: ProjectPasswordStatus;
}) => {
  const { t } = useTranslation(['projects', 'common']);
  const format = useFormat();
  const [day, setDay] = useState(status.expiresOn ?? '');
  const [confirming, confirm] = useDisclosure(false);
  const expiry = useSetGuestExpiry(number);
  const revoke = useRevokeGuestAccess(number);
  const visits = useGuestVisits(number);

  const saveExpiry = (expiresOn: string | null) =>
    expiry.mutate(
      { expiresOn },
      {
        onSuccess: (next) => {
          setDay(next.expiresOn ?? '');
          toast.success(next.expiresOn ? t('guest.expiry.saved') : t('guest.expiry.cleared'));
        },
      },
    );
  const revokeNow = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        toast.success(t('guest.revoke.done'));
      },
    });

  return (
    <Stack gap="sm" data-testid="guest-link-panel">
      <Divider label={t('guest.expiry.title')} />
      <Text size="sm" data-testid="guest-expiry-status">
        {status.expiresOn
          ? t('guest.expiry.until', { date: format.day(status.expiresOn, 'long') })
          : t('guest.expiry.none')}
      </Text>
      <TextInput
        type="date"
        label={t('guest.expiry.label')}
        description={t('guest.expiry.hint')}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        error={expiry.isError ? errorText(expiry.error) : null}
        data-testid="guest-expiry-input"
      />
      <Group gap="xs" grow>
        <Button
          variant="default"
          leftSection={<IconCalendarCheck size={16} />}
          onClick={() => saveExpiry(day)}
          disabled={day === '' || day === status.expiresOn}
          loading={expiry.isPending && expiry.variables?.expiresOn !== null}
          data-testid="guest-expiry-save"
        >
          {t('guest.expiry.save')}
        </Button>
        {status.expiresOn ? (
          <Button
            variant="subtle"
            leftSection={<IconCalendarX size={16} />}
            onClick={() => saveExpiry(null)}
            loading={expiry.isPending && expiry.variables?.expiresOn === null}
            data-testid="guest-expiry-clear"
          >
            {t('guest.expiry.clear')}
          </Button>
        ) : null}
      </Group>

      <Divider label={t('guest.revoke.title')} />
      <Button
        color="red"
        variant="light"
        leftSection={<IconLockOff size={16} />}
        onClick={confirm.open}
        data-testid="guest-revoke"
      >
        {t('guest.revoke.action')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('guest.revoke.title')}
        message={t('guest.revoke.message')}
        confirmLabel={t('guest.revoke.action')}
        onConfirm={revokeNow}
        onCancel={confirm.close}
        loading={revoke.isPending}
        danger
      />

      <Divider label={t('guest.visits.title')} />
      <QueryState query={visits}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="guest-visits-empty">
              {t('guest.visits.none')}
            </Text>
          ) : (
            <Table striped data-testid="guest-visits">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('guest.visits.when')}</Table.Th>
                  <Table.Th>{t('guest.visits.address')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((visit, index) => (
                  <Table.Tr key={`${visit.visitedAt}-${index}`}>
                    <Table.Td>{format.moment(visit.visitedAt)}</Table.Td>
                    <Table.Td ff="monospace">{visit.address}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Stack>
  );
};
