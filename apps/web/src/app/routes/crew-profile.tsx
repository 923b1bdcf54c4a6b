import { isOffice } from '@crewhub/shared';
import { Stack } from '@mantine/core';
import { useCrewProfile } from '@/features/crew-profile/api/get-crew-profile';
import { CrewProfilePage } from '@/features/crew-profile/components/crew-profile-page';
import { InvitationCard } from '@/features/mail/components/invitation-card';
import { PersonNotesCard } from '@/features/person-notes/components/person-notes-card';
import { useSession } from '@/lib/session';
import { useRight } from '@/lib/use-right';
import { idScreen } from './id-screen';

/**
 * A person's crew profile; the office can also invite the person to the app from here, and
 * whoever looks people up (planners, the office) keeps notes and to-dos about them.
 */
const CrewProfileScreen = ({ id }: { id: number }) => {
  const office = isOffice(useSession()?.claims.loginData.loginTypes.map((type) => type.code) ?? []);
  const keepsNotes = useRight('persons', 'READ');
  const profile = useCrewProfile(id).data;
  return (
    <Stack gap="md">
      <CrewProfilePage id={id} />
      {office ? <InvitationCard personId={id} /> : null}
      {keepsNotes ? (
        <PersonNotesCard
          personId={id}
          personName={profile ? `${profile.firstName} ${profile.lastName}` : null}
        />
      ) : null}
    </Stack>
  );
};

export const Component = idScreen(CrewProfileScreen, 'personId');
