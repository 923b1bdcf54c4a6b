import type { OpenSecurityCheckInput, SecurityCheck } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconDownload,
  IconMailForward,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { PdfPreview } from '@/components/pdf-preview';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { saveBlob } from '@/lib/download';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useCrew } from '../api/get-crew';
import { useSecurityCheckPdf } from '../api/get-security-check-pdf';
import { useSecurityChecks } from '../api/get-security-checks';
import { useSecurityCheck } from '../api/open-security-check';
import { useSendSecurityCheck } from '../api/send-security-check';
import { findSecurityCheck } from '../lib/security-check-rows';
import { SecurityCheckForm } from './security-check-form';
import { useShiftName } from '@/lib/shift-name';

type PageProps = { id: number; opened: OpenSecurityCheckInput };

type CheckDocumentProps = PageProps & { check: SecurityCheck; canSend: boolean };

const CheckDocument = ({ id, opened, check, canSend }: CheckDocumentProps) => {
  const { t } = useTranslation(['crews', 'common']);
  const format = useFormat();
  const pdf = useSecurityCheckPdf(id, check);
  const send = useSendSecurityCheck(id, opened);
  const fileName = `security-check-${opened.date}-${opened.shift}.pdf`;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('crews:securityCheck.document')}
        </Title>
        {check.signedAt ? (
          <Badge color="green" data-testid="security-check-signed">
            {t('crews:securityCheck.signedAt', { time: format.moment(check.signedAt) })}
          </Badge>
        ) : null}
      </Group>
      <QueryState query={pdf} loading={<LoadingBlocks count={1} height={48} />}>
        {(blob) => (
          <Stack gap="sm">
            <PdfPreview blob={blob} title={t('crews:securityCheck.document')} />
            <Group grow gap="sm">
              <Button
                size="md"
                variant="default"
                leftSection={<IconDownload size={18} />}
                onClick={() => {
                  saveBlob(blob, fileName);
                  toast.success(t('common:success.downloaded'));
                }}
                data-testid="download-security-check"
              >
                {t('crews:securityCheck.download')}
              </Button>
              {canSend && check.signedAt ? (
                <Button
                  size="md"
                  leftSection={<IconMailForward size={18} />}
                  loading={send.isPending}
                  onClick={() =>
                    send.mutate(check.id, {
                      onSuccess: ({ to }) =>
                        toast.success(t('crews:deliveryNote.sent', { to: to.join(', ') })),
                    })
                  }
                  data-testid="send-security-check"
                >
                  {t('crews:securityCheck.send')}
                </Button>
              ) : null}
            </Group>
            {check.sentAt ? (
              <Text c="teal">
                {t('crews:deliveryNote.sentAt', { time: format.moment(check.sentAt) })}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
};

type CheckViewProps = PageProps & { check: SecurityCheck | null; chief: boolean };

const CheckView = ({ id, opened, check, chief }: CheckViewProps) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const shiftName = useShiftName();
  return (
    <Stack gap="md" data-testid="security-check">
      <Text c="dimmed">
        {t('securityCheck.intro', {
          date: format.day(opened.date, 'long'),
          shift: shiftName(opened.shift),
        })}
      </Text>
      {check ? (
        <CheckDocument id={id} opened={opened} check={check} canSend={chief} />
      ) : (
        <FriendlyEmpty
          icon={IconShieldCheck}
          title={t('securityCheck.notStarted')}
          description={t('securityCheck.notStartedText')}
        />
      )}
      {chief && check && !check.signedAt ? (
        <SecurityCheckForm crewId={id} opened={opened} check={check} />
      ) : null}
    </Stack>
  );
};

/** The crew chief opens the check (idempotent) to fill it in and sign it. */
const ChiefCheck = ({ id, opened }: PageProps) => {
  const check = useSecurityCheck(id, opened);
  return (
    <QueryState query={check}>
      {(data) => <CheckView id={id} opened={opened} check={data} chief />}
    </QueryState>
  );
};

/** Planners and the crew read the check once the chief has opened it; they never open one. */
const ReadCheck = ({ id, opened }: PageProps) => {
  const checks = useSecurityChecks(id);
  return (
    <QueryState query={checks}>
      {(items) => (
        <CheckView id={id} opened={opened} check={findSecurityCheck(items, opened)} chief={false} />
      )}
    </QueryState>
  );
};

/** A security check per form, date and shift: fill in, sign, download, send. */
export const SecurityCheckPage = ({ id, opened }: PageProps) => {
  const { t } = useTranslation('crews');
  const crew = useCrew(id);
  return (
    <FoundState query={crew} notFound={t('notFound')} icon={IconUsersGroup}>
      {(page) =>
        page.viewer.role === 'chief' ? (
          <ChiefCheck id={id} opened={opened} />
        ) : (
          <ReadCheck id={id} opened={opened} />
        )
      }
    </FoundState>
  );
};
