import type { CrewPage } from '@crewhub/shared';
import { Badge, Stack } from '@mantine/core';
import {
  IconCamera,
  IconClipboardCheck,
  IconFileCertificate,
  IconMap2,
  IconPhone,
  IconUserStar,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useCrew } from '../api/get-crew';
import { useLocationPing } from '../hooks/use-location-ping';
import { canLead, isGuest, isMe, worksOnCrew } from '../lib/crew-role';
import { AttendanceCard } from './attendance-card';
import { CrewHeader } from './crew-header';
import { DigitalConfirmButton } from './digital-confirm-button';
import { MemberList } from './member-list';
import { SecurityChecksSection } from './security-checks-section';

const LeadSection = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const id = String(page.id);
  const note = page.deliveryNote;
  const noteBadge = note.releasedAt
    ? t('hub.released')
    : note.signedAt
      ? t('hub.signed')
      : t('hub.toSign');
  return (
    <SectionCard title={t('hub.lead')} icon={IconUserStar} testId="crew-lead-section">
      <LinkRow
        to={paths.crewChiefJob.getHref({ id })}
        label={t('hub.crewChiefJob')}
        icon={IconUserStar}
        testId="crew-chief-job-link"
      />
      <LinkRow
        to={paths.crewSignOff.getHref({ id })}
        label={t('hub.signOff')}
        icon={IconClipboardCheck}
        testId="crew-sign-off-link"
      />
      <LinkRow
        to={paths.crewDeliveryNote.getHref({ id })}
        label={t('hub.deliveryNote')}
        icon={IconFileCertificate}
        badge={
          <Badge variant="light" color={note.signedAt ? 'green' : 'orange'}>
            {noteBadge}
          </Badge>
        }
        testId="crew-delivery-note-link"
      />
      {page.viewer.role === 'chief' && !note.signedAt ? (
        <DigitalConfirmButton crewId={page.id} />
      ) : null}
    </SectionCard>
  );
};

const SiteSection = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const me = useSession()?.claims.loginData.person?.id ?? null;
  const id = String(page.id);
  const guest = isGuest(page);
  const locationHref = page.location
    ? guest
      ? paths.location.getHref({ id: String(page.location.id) })
      : paths.crewChiefLocation.getHref({ id })
    : null;
  return (
    <SectionCard title={t('hub.site')} icon={IconMap2}>
      {locationHref ? (
        <LinkRow
          to={locationHref}
          label={t('hub.location')}
          description={page.location?.name}
          icon={IconMap2}
          testId="crew-location-link"
        />
      ) : null}
      {page.crewChief && !isMe(me, page.crewChief) ? (
        <LinkRow
          to={paths.crewContactCrewChief.getHref({ id })}
          label={t('hub.contactCrewChief')}
          description={page.crewChief.name}
          icon={IconPhone}
          testId="crew-contact-chief-link"
        />
      ) : null}
      {page.contactOnSite && !guest ? (
        <LinkRow
          to={paths.crewContactOnSite.getHref({ id })}
          label={t('hub.contactOnSite')}
          description={page.contactOnSite.name}
          icon={IconPhone}
          testId="crew-contact-on-site-link"
        />
      ) : null}
      {guest ? null : (
        <LinkRow
          to={paths.crewPhotos.getHref({ id })}
          label={t('hub.photos')}
          icon={IconCamera}
          testId="crew-photos-link"
        />
      )}
    </SectionCard>
  );
};

const CrewHub = ({ page }: { page: CrewPage }) => {
  const sharingLocation = useLocationPing(page);
  return (
    <Stack gap="md" data-testid="crew-page">
      <CrewHeader page={page} />
      {worksOnCrew(page) ? <AttendanceCard page={page} sharingLocation={sharingLocation} /> : null}
      {canLead(page) ? <LeadSection page={page} /> : null}
      {canLead(page) ? <SecurityChecksSection page={page} /> : null}
      <SiteSection page={page} />
      <MemberList page={page} />
    </Stack>
  );
};

/** The crew's day at a glance, with every on-site action one tap away. */
export const CrewHubPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('crews');
  const crew = useCrew(id);
  usePageTitle(crew.data?.name);
  return (
    <FoundState query={crew} notFound={t('notFound')} icon={IconUsersGroup}>
      {(page) => <CrewHub page={page} />}
    </FoundState>
  );
};
