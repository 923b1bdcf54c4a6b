import type { Faq } from '@crewhub/shared';
import { Accordion, ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyFaqLink } from './copy-faq-link';
import { FaqAnswer } from './faq-answer';
import { FaqTags } from './faq-tags';

type FaqListProps = {
  faqs: Faq[];
  /** Shown to editors: opens the FAQ's edit dialog. */
  onEdit?: (faq: Faq) => void;
};

/** Questions that open to their answer (the FAQ detail), with categories and tags. */
export const FaqList = ({ faqs, onEdit }: FaqListProps) => {
  const { t } = useTranslation('help-center');
  return (
    <Accordion variant="separated" chevronPosition="right" data-testid="faq-list">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)} data-testid={`faq-${faq.id}`}>
          <Accordion.Control>
            <Text fw={600}>{faq.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <FaqAnswer markdown={faq.answer} />
              <Group gap={6} justify="space-between">
                <FaqTags faq={faq} />
                <Group gap={4}>
                  <CopyFaqLink faq={faq} />
                  {onEdit ? (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('edit.title', { question: faq.question })}
                      onClick={() => onEdit(faq)}
                      data-testid={`faq-edit-${faq.id}`}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
              {onEdit ? (
                <Text size="xs" c="dimmed">
                  {t('edit.audience', {
                    language: faq.language,
                    loginTypes:
                      faq.loginTypes.length === 0
                        ? t('form.everyone')
                        : faq.loginTypes.map((code) => t(`loginTypes.${code}`)).join(', '),
                    company: faq.companyName ?? t('form.allCompanies'),
                  })}
                </Text>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};
