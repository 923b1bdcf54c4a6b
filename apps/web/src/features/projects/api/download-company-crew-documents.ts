import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { useFileDownload } from './download-project-file';

export type CompanyRef = { id: number; clientMark: string | null };

/**
 * POST /companies/{id}/exportCrewMembersDocuments: the approved papers of everyone on the
 * company's projects of the past year and ahead, as one ZIP.
 */
export const downloadCompanyCrewDocuments = async (company: CompanyRef) => {
  const blob = await apiBlob(`/companies/${company.id}/exportCrewMembersDocuments`, {
    method: 'POST',
    // An export call without fields; an empty JSON object keeps the parser happy.
    body: {},
  });
  saveBlob(blob, `crew-members-documents-${company.clientMark ?? company.id}.zip`);
};

export const useDownloadCompanyCrewDocuments = () => useFileDownload(downloadCompanyCrewDocuments);
