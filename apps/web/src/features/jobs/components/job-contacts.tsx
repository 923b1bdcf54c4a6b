import type { ContactCard, JobDetail } from '@crewhub/shared';
import { IconAddressBook, IconHeadset, IconUserStar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';

type Entry = {
  key: string;
  contact: ContactCard | null;
  role: string;
  to: string;
  icon: typeof IconUser;
};

/** Who to call about this job; each opens a page with call, mail and message buttons. */
export const JobContacts = ({ job }: { job: JobDetail }) => {
  const { t } = useTranslation('jobs');
  const crewId = String(job.projectCrewId);
  const entries: Entry[] = [
    {
      key: 'crewChief',
      contact: job.isCrewChief ? null : job.crewChief,
      role: t('contacts.crewChief'),
      to: paths.crewContactCrewChief.getHref({ id: crewId }),
      icon: IconUserStar,
    },
    {
      key: 'contactOnSite',
      contact: job.contactOnSite,
      role: t('contacts.contactOnSite'),
      to: paths.crewContactOnSite.getHref({ id: crewId }),
      icon: IconUser,
    },
    {
      key: 'projectManager',
      contact: job.projectManager,
      role: t('contacts.projectManager'),
      to: paths.jobContactProjectManager.getHref({ id: String(job.id) }),
      icon: IconHeadset,
    },
  ];
  const shown = entries.filter((entry) => entry.contact);
  if (shown.length === 0) return null;
  return (
    <SectionCard title={t('contacts.title')} icon={IconAddressBook}>
      {shown.map(({ key, contact, role, to, icon }) => (
        <LinkRow
          key={key}
          to={to}
          label={contact?.name}
          description={role}
          icon={icon}
          testId={`job-contact-${key}`}
        />
      ))}
    </SectionCard>
  );
};
