import type { JobDetail } from '@crewhub/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconBriefcaseOff,
  IconClipboardCheck,
  IconDownload,
  IconFileCertificate,
  IconFileText,
  IconSend,
  IconUserStar,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { FoundState } from '@/components/found-state';
import { LinkRow } from '@/components/link-row';
import { PdfPreview } from '@/components/pdf-preview';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { saveBlob } from '@/lib/download';
import { toast } from '@/lib/toasts';
import { useCrewChiefSheet, useReleaseCrewChiefSheet } from '../api/get-crew-chief-sheet';
import { useJob } from '../api/get-job';

const CrewChiefSheet = ({ crewId }: { crewId: number }) => {
  const { t } = useTranslation('jobs');
  const sheet = useCrewChiefSheet(crewId);
  const release = useReleaseCrewChiefSheet(crewId);
  return (
    <SectionCard title={t('documents.sheet')} icon={IconFileCertificate}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('documents.sheetText')}
      </Text>
      <QueryState query={sheet} loading={<LoadingBlocks count={1} height={56} />}>
        {(blob) => (
          <Stack gap="sm">
            <PdfPreview blob={blob} title={t('documents.sheet')} />
            <Group grow>
              <Button
                size="md"
                variant="default"
                leftSection={<IconDownload size={18} />}
                onClick={() => saveBlob(blob, `crew-chief-sheet-${crewId}.pdf`)}
                data-testid="download-crew-chief-sheet"
              >
                {t('documents.download')}
              </Button>
              <Button
                size="md"
                leftSection={<IconSend size={18} />}
                loading={release.isPending}
                onClick={() =>
                  release.mutate(undefined, {
                    onSuccess: () => toast.success(t('documents.released')),
                  })
                }
                data-testid="release-crew-chief-sheet"
              >
                {t('documents.release')}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
};

const Documents = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const id = String(job.projectCrewId);
  return (
    <Stack gap="md" data-testid="crew-chief-documents">
      <CrewChiefSheet crewId={job.projectCrewId} />
      <SectionCard title={t('documents.onSite')} icon={IconFileText}>
        <LinkRow
          to={paths.crewChiefJob.getHref({ id })}
          label={t('documents.crewChiefJob')}
          icon={IconUserStar}
        />
        <LinkRow
          to={paths.crewSignOff.getHref({ id })}
          label={t('documents.signOff')}
          icon={IconClipboardCheck}
        />
        <LinkRow
          to={paths.crewDeliveryNote.getHref({ id })}
          label={t('documents.deliveryNote')}
          icon={IconFileCertificate}
        />
        <LinkRow
          to={paths.crew.getHref({ id })}
          label={t('detail.crewPage')}
          icon={IconUsersGroup}
        />
      </SectionCard>
    </Stack>
  );
};

export const CrewChiefDocumentsPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('jobs');
  const job = useJob(id);
  return (
    <FoundState query={job} notFound={t('detail.notFound')} icon={IconBriefcaseOff}>
      {(data) =>
        data.isCrewChief ? (
          <Documents job={data} />
        ) : (
          <FriendlyEmpty
            icon={IconUserStar}
            title={t('documents.onlyCrewChief')}
            description={t('documents.onlyCrewChiefText')}
          />
        )
      }
    </FoundState>
  );
};
