import { setProjectPasswordInputSchema, type SetProjectPasswordInput } from '@crewhub/shared';
import {
  Alert,
  Button,
  Code,
  Divider,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLink, IconLock, IconLockOpen, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useProjectPassword } from '../api/get-project-password';
import { useSetProjectPassword } from '../api/set-project-password';
import { copyAppLink } from '../lib/copy-link';
import { GuestLinkPanel } from './guest-link-panel';

/**
 * The project guest password: guests log in with /login?PID=<number>&Password=<pw>. Only a
 * hash is stored, so a password is shown once, right after it is set or generated.
 */
export const GuestAccessModal = ({ number, onClose }: { number: string; onClose: () => void }) => {
  const { t } = useTranslation(['projects', 'common']);
  const status = useProjectPassword(number);
  const save = useSetProjectPassword(number);
  const form = useForm({
    initialValues: { password: '' },
    ...zodForm(setProjectPasswordInputSchema),
  });
  const fresh = save.data;

  /** A chosen password, or none to have the server generate one. */
  const submit = (input: SetProjectPasswordInput) =>
    save.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast.success(t('guest.saved'));
      },
      onError: (error) => form.setFieldError('password', errorText(error)),
    });
  const submitChosen = form.onSubmit(submit);

  return (
    <Modal opened onClose={onClose} title={t('guest.title')} data-testid="guest-access-modal">
      <QueryState query={status}>
        {(current) => (
          <Stack gap="sm">
            <Alert
              variant="light"
              color={current.hasPassword ? 'teal' : 'yellow'}
              icon={current.hasPassword ? <IconLockOpen size={20} /> : <IconLock size={20} />}
              data-testid="guest-status"
              data-active={current.hasPassword}
            >
              {current.hasPassword ? t('guest.active') : t('guest.none')}
            </Alert>
            {fresh ? (
              <Paper withBorder p="sm">
                <Text size="sm" fw={500}>
                  {t('guest.newPassword')}
                </Text>
                <Code fz="lg" display="block" my={4} data-testid="guest-password">
                  {fresh.password}
                </Code>
                <Text size="xs" c="dimmed">
                  {t('guest.shownOnce')}
                </Text>
              </Paper>
            ) : null}
            <Button
              leftSection={<IconLink size={16} />}
              // Long labels in some languages wrap instead of being cut off on phones.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
              onClick={() => void copyAppLink((fresh ?? current).loginPath)}
              disabled={!current.hasPassword}
              data-testid="guest-copy-link"
            >
              {fresh ? t('guest.copyLinkWithPassword') : t('guest.copyLink')}
            </Button>
            {current.hasPassword && !fresh ? (
              <Text size="xs" c="dimmed">
                {t('guest.linkWithoutPassword')}
              </Text>
            ) : null}
            <Divider label={current.hasPassword ? t('guest.change') : t('guest.give')} />
            <PasswordInput
              label={t('guest.choose')}
              description={t('guest.chooseHint')}
              {...form.getInputProps('password')}
              data-testid="guest-password-input"
            />
            <Stack gap="xs">
              <Button
                variant="default"
                leftSection={<IconKey size={16} />}
                onClick={() => submitChosen()}
                disabled={form.values.password === ''}
                loading={save.isPending && save.variables?.password !== undefined}
                data-testid="guest-set-password"
              >
                {t('guest.set')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                onClick={() => submit({})}
                loading={save.isPending && save.variables?.password === undefined}
                data-testid="guest-generate-password"
              >
                {current.hasPassword ? t('guest.regenerate') : t('guest.generate')}
              </Button>
            </Stack>
            {current.hasPassword ? (
              <>
                <Text size="xs" c="dimmed">
                  {t('guest.replaces')}
                </Text>
                <GuestLinkPanel
                  key={current.expiresOn ?? 'none'}
                  number={number}
                  status={current}
                />
              </>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
};
