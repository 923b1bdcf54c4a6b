import type { Faq } from '@crewhub/shared';
import { ActionIcon } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/copy-text';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';

/** The address that opens this FAQ on its own, to send to a colleague who asked. */
export const faqLink = (id: number) =>
  `${window.location.origin}${paths.helpCenter.getHref()}?faq=${id}`;

/** Copies the FAQ's own link; whoever opens it sees the answer if it is meant for them. */
export const CopyFaqLink = ({ faq }: { faq: Faq }) => {
  const { t } = useTranslation(['help-center', 'common']);
  const copy = async () => {
    try {
      await copyText(faqLink(faq.id));
      toast.success(t('common:success.linkCopied'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <ActionIcon
      variant="subtle"
      aria-label={t('detail.copyLink', { question: faq.question })}
      onClick={() => void copy()}
      data-testid={`faq-link-${faq.id}`}
    >
      <IconLink size={18} />
    </ActionIcon>
  );
};
