import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconFileText, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useStaffContractDocuments } from '../api/get-staff-contract-documents';
import { SendDocumentModal } from './send-document-modal';

type ContractDocumentsProps = {
  id: number;
  personName: string;
  /** The office sends papers to sign from here. */
  canSend: boolean;
};

/** The contract's papers; each opens the document screen, where it is signed. */
export const ContractDocuments = ({ id, personName, canSend }: ContractDocumentsProps) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const documents = useStaffContractDocuments(id);
  const [sending, setSending] = useState(false);
  return (
    <SectionCard
      title={t('documents.title')}
      icon={IconFileText}
      testId="contract-documents"
      action={
        canSend ? (
          <Button
            variant="light"
            leftSection={<IconSignature size={18} />}
            onClick={() => setSending(true)}
            data-testid="send-contract-document-open"
          >
            {t('send.action')}
          </Button>
        ) : null
      }
    >
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
      {sending ? (
        <SendDocumentModal
          contractId={id}
          personName={personName}
          onClose={() => setSending(false)}
        />
      ) : null}
    </SectionCard>
  );
};
