import { Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '@/components/contact-actions';
import { FoundState } from '@/components/found-state';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { useCrew } from '../api/get-crew';
import { useCrewMember } from '../api/get-crew-member';
import { canLead } from '../lib/crew-role';
import { CrewScreen } from './crew-screen';
import { MemberRatingCard } from './member-rating-card';

type Who = 'crewChief' | 'contactOnSite';

/** Call, mail or message the crew chief or the client's contact on site. */
export const CrewContactPage = ({ id, who }: { id: number; who: Who }) => {
  const { t } = useTranslation('crews');
  return (
    <CrewScreen id={id}>
      {(page) => {
        const contact = page[who];
        return contact ? (
          <Stack gap="md">
            <ContactActions contact={contact} role={t(`contacts.${who}Of`, { crew: page.name })} />
          </Stack>
        ) : (
          <FriendlyEmpty
            icon={IconUserQuestion}
            title={t(`contacts.none.${who}`)}
            description={t('contacts.noneText')}
          />
        );
      }}
    </CrewScreen>
  );
};

/** A crew member's contact page; the crew chief can also rate the member's work here. */
export const CrewMemberContactPage = ({ id, personId }: { id: number; personId: number }) => {
  const { t } = useTranslation('common');
  const member = useCrewMember(id, personId);
  const crew = useCrew(id);
  return (
    // Someone outside the crew answers 404: say which contact is missing, not "try again".
    <FoundState query={member} notFound={t('notFound.contact')} icon={IconUserQuestion}>
      {(data) => (
        <Stack gap="md">
          <ContactActions contact={data.contact} role={data.functionName} />
          {/* Nobody rates themselves; the server refuses it too. */}
          {crew.data &&
          canLead(crew.data) &&
          crew.data.viewer.assignmentId !== data.assignmentId ? (
            <MemberRatingCard crewId={id} member={data} />
          ) : null}
        </Stack>
      )}
    </FoundState>
  );
};
