import type { MobileDocumentKind } from '@crewhub/shared';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useRight } from '@/lib/use-right';
import { useMobileDocuments } from '../api/get-mobile-documents';
import { useRateCards } from '../api/get-rate-cards';
import { MobileDocumentList } from './mobile-document-list';
import { RateCardPanel } from './rate-card-panel';

type Tab = 'company' | 'rate_agreement' | 'rateCard';

const Empty = () => {
  const { t } = useTranslation('mobile-documents');
  return (
    <FriendlyEmpty
      icon={IconFiles}
      title={t('empty.title')}
      description={t('empty.text')}
      testId="mobile-documents-empty"
    />
  );
};

const DocumentsTab = ({ kind }: { kind: MobileDocumentKind }) => {
  const documents = useMobileDocuments(kind);
  return (
    <QueryState query={documents}>
      {(page) =>
        page.items.length === 0 ? <Empty /> : <MobileDocumentList documents={page.items} />
      }
    </QueryState>
  );
};

const RateCardTab = () => {
  const cards = useRateCards();
  return (
    <QueryState query={cards}>
      {(page) => (page.items.length === 0 ? <Empty /> : <RateCardPanel cards={page.items} />)}
    </QueryState>
  );
};

/**
 * Company documents for my login type; with rateCards READ also the rate agreements and the
 * rate cards with their rates and documents. Each tab loads when opened.
 */
export const MobileDocumentsPage = () => {
  const { t } = useTranslation('mobile-documents');
  const readsPrices = useRight('rateCards', 'READ');
  const [tab, setTab] = useState<Tab>('company');
  return (
    <Stack gap="md" data-testid="mobile-documents">
      <Text c="dimmed">{t('intro')}</Text>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as Tab | null) ?? 'company')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="company">{t('tabs.company')}</Tabs.Tab>
          {readsPrices ? (
            <Tabs.Tab value="rate_agreement">{t('tabs.rateAgreements')}</Tabs.Tab>
          ) : null}
          {readsPrices ? <Tabs.Tab value="rateCard">{t('tabs.rateCard')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="company" pt="md">
          <DocumentsTab kind="company" />
        </Tabs.Panel>
        {readsPrices ? (
          <Tabs.Panel value="rate_agreement" pt="md">
            <DocumentsTab kind="rate_agreement" />
          </Tabs.Panel>
        ) : null}
        {readsPrices ? (
          <Tabs.Panel value="rateCard" pt="md">
            <RateCardTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
};
