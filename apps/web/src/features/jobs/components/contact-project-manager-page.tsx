import { Stack } from '@mantine/core';
import { IconBriefcaseOff, IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '@/components/contact-actions';
import { FoundState } from '@/components/found-state';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { useJob } from '../api/get-job';

export const ContactProjectManagerPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('jobs');
  const job = useJob(id);
  return (
    <FoundState query={job} notFound={t('detail.notFound')} icon={IconBriefcaseOff}>
      {({ projectManager, project }) =>
        projectManager ? (
          <Stack gap="md">
            <ContactActions
              contact={projectManager}
              role={t('contacts.projectManagerOf', { project: project.name })}
            />
          </Stack>
        ) : (
          <FriendlyEmpty
            icon={IconHeadset}
            title={t('contacts.noProjectManager')}
            description={t('contacts.noProjectManagerText')}
          />
        )
      }
    </FoundState>
  );
};
