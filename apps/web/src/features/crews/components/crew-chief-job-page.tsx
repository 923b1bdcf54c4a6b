import type { CrewPage } from '@crewhub/shared';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { workingMembers } from '../lib/crew-role';
import { CrewHeader } from './crew-header';
import { CrewScreen } from './crew-screen';
import { MemberList } from './member-list';

const Counter = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Paper withBorder p="sm" ta="center">
    <Text fz={28} fw={800} lh={1.1} data-testid={testId}>
      {value}
    </Text>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
  </Paper>
);

const ChiefView = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const working = workingMembers(page.members);
  const id = String(page.id);
  return (
    <Stack gap="md" data-testid="crew-chief-job">
      <CrewHeader page={page} />
      <SimpleGrid cols={3} spacing="xs">
        <Counter label={t('chiefJob.working')} value={working.length} testId="count-working" />
        <Counter
          label={t('chiefJob.checkedIn')}
          value={working.filter((m) => m.checkInAt).length}
          testId="count-checked-in"
        />
        <Counter
          label={t('chiefJob.checkedOut')}
          value={working.filter((m) => m.checkOutAt).length}
          testId="count-checked-out"
        />
      </SimpleGrid>
      <SectionCard title={t('chiefJob.endOfDay')} icon={IconClipboardCheck}>
        <LinkRow
          to={paths.crewSignOff.getHref({ id })}
          label={t('hub.signOff')}
          icon={IconClipboardCheck}
        />
        <LinkRow
          to={paths.crewDeliveryNote.getHref({ id })}
          label={t('hub.deliveryNote')}
          icon={IconFileCertificate}
        />
      </SectionCard>
      <MemberList page={page} />
    </Stack>
  );
};

/** The crew chief's view of the day: who is here, who is missing, what is left to do. */
export const CrewChiefJobPage = ({ id }: { id: number }) => (
  <CrewScreen id={id} leadOnly>
    {(page) => <ChiefView page={page} />}
  </CrewScreen>
);
