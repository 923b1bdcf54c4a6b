import type { DocumentSigning } from '@crewhub/shared';
import { Alert, Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileOff, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useDocumentSigning } from '../api/get-document-signing';
import { mySigning } from '../lib/signing-state';
import { DocumentFileCard } from './document-file-card';
import { SignDocumentForm } from './sign-document-form';
import { SignatoryList } from './signatory-list';

const MySigningNote = ({ view }: { view: DocumentSigning }) => {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const state = mySigning(view);
  if (state.kind === 'signed') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={20} />} data-testid="document-signed">
        {state.signedAt
          ? t('mine.signedOn', { date: format.moment(state.signedAt) })
          : t('mine.signed')}
      </Alert>
    );
  }
  if (state.kind === 'waiting') {
    return (
      <Alert color="blue" icon={<IconHourglass size={20} />} data-testid="document-waiting">
        {state.on ? t('mine.waitingOn', { name: state.on }) : t('mine.waiting')}
      </Alert>
    );
  }
  return null;
};

const DocumentView = ({ view }: { view: DocumentSigning }) => {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const state = mySigning(view);
  return (
    <Box data-testid="document-page">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
                {view.document.name}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('details.typeAndDate', {
                  type: view.document.typeName,
                  date: format.day(view.document.documentDate),
                })}
              </Text>
            </Paper>
            <MySigningNote view={view} />
            <DocumentFileCard view={view} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {view.signatories.length > 0 ? <SignatoryList view={view} /> : null}
            {state.kind === 'sign' ? (
              <SignDocumentForm documentId={view.document.id} signatory={state.signatory} />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
};

/** /documents/{id}: the document, its signatories and, on my turn, the signature pad. */
export const DocumentPage = ({ id }: { id: number }) => {
  const { t } = useTranslation('documents');
  const signing = useDocumentSigning(id);
  usePageTitle(signing.data?.document.name);
  return (
    <FoundState query={signing} notFound={t('notFound')} icon={IconFileOff}>
      {(view) => <DocumentView view={view} />}
    </FoundState>
  );
};
