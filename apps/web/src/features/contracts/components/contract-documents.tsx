import { Badge, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useStaffContractDocuments } from '../api/get-staff-contract-documents';

/** The contract's papers; each opens the document screen, where it is signed. */
export const ContractDocuments = ({ id }: { id: number }) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const documents = useStaffContractDocuments(id);
  return (
    <SectionCard title={t('documents.title')} icon={IconFileText} testId="contract-documents">
      <QueryState query={documents}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('documents.none')}
            </Text>
          ) : (
            <Stack gap="xs">
              {items.map((document) => (
                <LinkRow
                  key={document.id}
                  to={paths.document.getHref({ id: String(document.id) })}
                  icon={IconFileText}
                  label={document.name}
                  description={format.day(document.documentDate)}
                  badge={
                    <Badge variant="light" color={document.signed ? 'green' : 'orange'}>
                      {t(document.signed ? 'documents.signed' : 'documents.toSign')}
                    </Badge>
                  }
                  testId={`contract-document-${document.id}`}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
};
