import { SimpleGrid } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCalculator,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useDownloadCompanyCrewDocuments,
  type CompanyRef,
} from '../../api/download-company-crew-documents';
import { useDownloadProjectFile } from '../../api/download-project-file';
import { DownloadSection } from './download-section';

type ProjectDownloadsProps = {
  number: string;
  /** projects EDIT: the calculation documents. */
  calculations: boolean;
  /** The project's client company, whose crew papers download as one ZIP. */
  company: (CompanyRef & { name: string }) | null;
};

/** The ZIP downloads of the project page: crew papers, calculations, the company's crew papers. */
export const ProjectDownloads = ({ number, calculations, company }: ProjectDownloadsProps) => {
  const { t } = useTranslation('projects');
  const projectFile = useDownloadProjectFile(number);
  const companyPapers = useDownloadCompanyCrewDocuments();
  const projectSection = (kind: 'socialSecurity' | 'calculationDocuments', icon: Icon) => (
    <DownloadSection
      id={kind}
      title={t(`documents.${kind}.title`)}
      description={t(`documents.${kind}.description`)}
      icon={icon}
      loading={projectFile.isPending && projectFile.variables === kind}
      onDownload={() => projectFile.mutate(kind)}
    />
  );
  const count = 1 + (calculations ? 1 : 0) + (company ? 1 : 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(count, 2), lg: count }} spacing="md">
      {projectSection('socialSecurity', IconShieldCheck)}
      {calculations ? projectSection('calculationDocuments', IconCalculator) : null}
      {company ? (
        <DownloadSection
          id="companyCrewDocuments"
          title={t('documents.companyCrewDocuments.title', { company: company.name })}
          description={t('documents.companyCrewDocuments.description', {
            company: company.name,
          })}
          icon={IconBuildingSkyscraper}
          loading={companyPapers.isPending}
          onDownload={() => companyPapers.mutate(company)}
        />
      ) : null}
    </SimpleGrid>
  );
};
