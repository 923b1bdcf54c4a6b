import { CompanyPage } from '@/features/companies/components/company-page';
import { useRight } from '@/lib/use-right';
import { idScreen } from '../id-screen';
import { CompanyRateCards } from './company-rate-cards';

/** One client's page; what it shows follows the reader's rights. */
const CompanyScreen = ({ id }: { id: number }) => {
  const canEditSettings = useRight('invoices', 'EDIT', 'ALL');
  const showContacts = useRight('projects', 'READ');
  const showValueStaff = useRight('crewProfile', 'READ');
  const readsPrices = useRight('rateCards', 'READ');
  return (
    <CompanyPage
      id={id}
      canEditSettings={canEditSettings}
      showContacts={showContacts}
      showValueStaff={showValueStaff}
      rateCards={readsPrices ? <CompanyRateCards companyId={id} /> : null}
    />
  );
};

export const Component = idScreen(CompanyScreen);
