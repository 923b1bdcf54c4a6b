import { contactCard } from '@crewhub/shared';
import { Stack, Text } from '@mantine/core';
import { IconUserQuestion, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '@/components/contact-actions';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { FoundState } from '@/components/found-state';
import { useCrewMembers } from '../api/get-crew-members';
import { useMembershipCrew } from '../api/get-membership-crew';

type MembershipContactPageProps = { crewId: number; personId: number };

/** Call, message or mail a person of a membership crew. */
export const MembershipContactPage = ({ crewId, personId }: MembershipContactPageProps) => {
  const { t } = useTranslation('membership-crews');
  const crew = useMembershipCrew(crewId);
  const members = useCrewMembers(crewId);
  return (
    <FoundState query={members} notFound={t('notFound')} icon={IconUsersGroup}>
      {(list) => {
        const member = list.find((person) => person.personId === personId);
        if (!member) {
          return (
            <FriendlyEmpty
              icon={IconUserQuestion}
              title={t('contact.notFoundTitle')}
              description={t('contact.notFoundDescription')}
              testId="membership-contact-missing"
            />
          );
        }
        return (
          <Stack gap="md" data-testid="membership-contact">
            {crew.data ? (
              <Text c="dimmed">{t('contact.intro', { crew: crew.data.name })}</Text>
            ) : null}
            <ContactActions
              contact={contactCard({
                personId: member.personId,
                name: `${member.firstName} ${member.lastName}`,
                phone: member.phone,
                email: member.email,
              })}
              role={[t(`kinds.${member.kind}`), member.city].filter(Boolean).join(' · ')}
            />
          </Stack>
        );
      }}
    </FoundState>
  );
};
