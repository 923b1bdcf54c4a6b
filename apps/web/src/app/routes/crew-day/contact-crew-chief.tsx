import { CrewContactPage } from '@/features/crews/components/crew-contact-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(({ id }) => <CrewContactPage id={id} who="crewChief" />);
