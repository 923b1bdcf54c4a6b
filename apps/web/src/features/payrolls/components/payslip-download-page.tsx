import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { PdfPreview } from '@/components/pdf-preview';
import { FoundState } from '@/components/found-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { saveBlob } from '@/lib/download';
import { payslipFilename, usePayslip } from '../api/get-payslip';

/** The one document a payroll has to download. */
const documentTypes = ['payslip'] as const;

const BackLink = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  return (
    <Button
      component={Link}
      to={paths.payroll.getHref({ number })}
      variant="subtle"
      size="md"
      leftSection={<IconArrowLeft size={18} />}
      data-testid="payslip-back"
    >
      {t('download.back')}
    </Button>
  );
};

const Payslip = ({ number }: { number: string }) => {
  const { t } = useTranslation('payrolls');
  const payslip = usePayslip(number);
  const title = t('download.title', { number });
  usePageTitle(title);
  return (
    <SectionCard title={title} icon={IconDownload} testId="payslip">
      <FoundState query={payslip} notFound={t('detail.notFound')} icon={IconFileUnknown}>
        {(blob) => (
          <Stack gap="sm">
            <PdfPreview blob={blob} title={title} />
            <Button
              size="md"
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => saveBlob(blob, payslipFilename(number))}
              data-testid="payslip-save"
            >
              {t('download.save')}
            </Button>
          </Stack>
        )}
      </FoundState>
    </SectionCard>
  );
};

/** /payrolls/{number}/download/{documentType}: the payslip to view and save. */
export const PayslipDownloadPage = ({
  number,
  documentType,
}: {
  number: string;
  documentType: string;
}) => {
  const { t } = useTranslation('payrolls');
  const known = (documentTypes as readonly string[]).includes(documentType);
  return (
    <Stack gap="md">
      {known ? (
        <Payslip number={number} />
      ) : (
        <FriendlyEmpty
          icon={IconFileUnknown}
          title={t('download.unknownType')}
          description={t('download.unknownTypeText')}
          testId="payslip-unknown-type"
        />
      )}
      <BackLink number={number} />
    </Stack>
  );
};
