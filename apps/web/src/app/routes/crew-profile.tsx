import { isOffice } from '@crewhub/shared';
import { Stack } from '@mantine/core';
import { CrewProfilePage } from '@/features/crew-profile/components/crew-profile-page';
import { InvitationCard } from '@/features/mail/components/invitation-card';
import { useSession } from '@/lib/session';
import { idScreen } from './id-screen';

/** A person's crew profile; the office can also invite the person to the app from here. */
const CrewProfileScreen = ({ id }: { id: number }) => {
  const office = isOffice(useSession()?.claims.loginData.loginTypes.map((type) => type.code) ?? []);
  return (
    <Stack gap="md">
      <CrewProfilePage id={id} />
      {office ? <InvitationCard personId={id} /> : null}
    </Stack>
  );
};

export const Component = idScreen(CrewProfileScreen, 'personId');
