import { Badge, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import {
  useProjectAttachments,
  type Attachment,
  type AttachmentKind,
} from '../../api/get-project-attachments';

const hrefOf = (kind: AttachmentKind, item: Attachment): string =>
  kind === 'invoices' && item.number
    ? paths.invoice.getHref({ number: item.number })
    : paths.document.getHref({ id: String(item.id) });

type AttachmentSectionProps = { number: string; kind: AttachmentKind; icon: Icon };

/** The project's documents or invoices, newest first; each opens its own screen. */
export const AttachmentSection = ({ number, kind, icon }: AttachmentSectionProps) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const query = useProjectAttachments(number, kind);
  return (
    <SectionCard title={t(`documents.${kind}.title`)} icon={icon} testId={`project-${kind}`}>
      <QueryState query={query}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid={`project-${kind}-empty`}>
              {t(`documents.${kind}.empty`)}
            </Text>
          ) : (
            [...items]
              .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
              .map((item) => (
                <LinkRow
                  key={item.id}
                  to={hrefOf(kind, item)}
                  label={item.name ?? item.title ?? item.number ?? `#${item.id}`}
                  description={[item.type, item.date ? format.day(item.date.slice(0, 10)) : null]
                    .filter(Boolean)
                    .join(' · ')}
                  badge={item.status ? <Badge variant="light">{item.status}</Badge> : undefined}
                  testId={`project-${kind}-${item.id}`}
                />
              ))
          )
        }
      </QueryState>
    </SectionCard>
  );
};
