import type { RateCard } from '@crewhub/shared';
import { Accordion, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/lib/format';
import { useRateCardDocuments, useRateCardItems } from '../api/get-rate-cards';
import { MobileDocumentList } from './mobile-document-list';

/** One opened rate card: its hourly rates per function and its documents. */
const RateCardDetail = ({ card }: { card: RateCard }) => {
  const { t } = useTranslation('mobile-documents');
  const format = useFormat();
  const items = useRateCardItems(card.id);
  const documents = useRateCardDocuments(card.id);
  return (
    <Stack gap="sm">
      <QueryState query={items}>
        {(page) =>
          page.items.length === 0 ? (
            <Text size="sm">{t('rateCard.noItems')}</Text>
          ) : (
            <Table striped data-testid="rate-card-items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rateCard.function')}</Table.Th>
                  <Table.Th ta="right">{t('rateCard.hourlyRate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.functionName}</Table.Td>
                    <Table.Td ta="right">{format.money(item.hourlyRateCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <QueryState query={documents}>
        {(page) => (page.items.length === 0 ? null : <MobileDocumentList documents={page.items} />)}
      </QueryState>
    </Stack>
  );
};

/** The rate cards I may read; a card opens to its rates and documents. */
export const RateCardPanel = ({ cards }: { cards: RateCard[] }) => {
  const { t } = useTranslation('mobile-documents');
  const format = useFormat();
  return (
    <Accordion variant="separated" data-testid="rate-cards">
      {cards.map((card) => (
        <Accordion.Item key={card.id} value={String(card.id)}>
          <Accordion.Control>
            <Text fw={600}>{card.name}</Text>
            <Text size="sm" c="dimmed">
              {[
                card.companyName ?? t('rateCard.general'),
                card.validFrom
                  ? t('rateCard.validFrom', { date: format.day(card.validFrom, 'long') })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <RateCardDetail card={card} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};
