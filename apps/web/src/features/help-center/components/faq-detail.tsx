import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-error';
import { useFaq } from '../api/get-faq';
import { CopyFaqLink } from './copy-faq-link';
import { FaqAnswer } from './faq-answer';
import { FaqTags } from './faq-tags';

type FaqDetailProps = { id: number; onClose: () => void };

/** One FAQ opened from its link, above the search, with the way back to all questions. */
export const FaqDetail = ({ id, onClose }: FaqDetailProps) => {
  const { t } = useTranslation('help-center');
  const faq = useFaq(id);
  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      onClick={onClose}
      data-testid="faq-detail-close"
    >
      {t('detail.allQuestions')}
    </Button>
  );
  // Another reader's FAQ or one removed since the link was sent: said plainly, not as a failure.
  if (isApiError(faq.error) && faq.error.status === 404) {
    return (
      <Alert color="gray" icon={<IconLifebuoy size={18} />} data-testid="faq-detail-missing">
        <Stack gap="xs" align="flex-start">
          {t('detail.notFound')}
          {back}
        </Stack>
      </Alert>
    );
  }
  return (
    <QueryState query={faq}>
      {(data) => (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="faq-detail">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {data.question}
            </Title>
            <FaqAnswer markdown={data.answer} />
            <Group justify="space-between" gap="xs">
              <FaqTags faq={data} />
              <CopyFaqLink faq={data} />
            </Group>
            <Group>{back}</Group>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
};
