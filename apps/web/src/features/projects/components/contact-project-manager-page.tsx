import { contactCard } from '@crewhub/shared';
import { Stack, Text } from '@mantine/core';
import { IconBriefcaseOff, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '@/components/contact-actions';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { FoundState } from '@/components/found-state';
import { useProject } from '../api/get-project';

/**
 * Call or mail the project manager. The project DTO names the manager but carries no phone or
 * e-mail yet, so the buttons appear once the API sends them (see contactCard).
 */
export const ContactProjectManagerPage = ({ number }: { number: string }) => {
  const { t } = useTranslation(['projects', 'common']);
  const project = useProject(number);
  return (
    <FoundState query={project} notFound={t('common:notFound.project')} icon={IconBriefcaseOff}>
      {(data) => (
        <Stack gap="md" data-testid="contact-project-manager">
          <Text c="dimmed">{t('contactManager.intro', { name: data.name })}</Text>
          {data.projectManagerName ? (
            <ContactActions
              contact={contactCard({
                personId: data.projectManagerPersonId,
                name: data.projectManagerName,
                phone: null,
                email: null,
              })}
              role={t('fields.projectManager')}
            />
          ) : (
            <FriendlyEmpty
              icon={IconUserQuestion}
              title={t('contactManager.noneTitle')}
              description={t('contactManager.noneDescription')}
            />
          )}
        </Stack>
      )}
    </FoundState>
  );
};
