import type { Profile } from '@crewhub/shared';
import type { ComponentType } from 'react';

/** One block of /profile; the profile is null for users without a person (client contacts). */
export type ProfileSection = ComponentType<{ profile: Profile | null }>;

/** A section only people have (personal data, picture): renders nothing for contacts. */
export const forPersons = (Section: ComponentType<{ profile: Profile }>): ProfileSection => {
  const PersonSection: ProfileSection = ({ profile }) =>
    profile ? <Section profile={profile} /> : null;
  PersonSection.displayName = `ForPersons(${Section.displayName ?? Section.name})`;
  return PersonSection;
};
