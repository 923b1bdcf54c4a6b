import type { CrewChiefJob } from '@crewhub/shared';
import { Badge, Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useCrewsLed } from '../api/get-crews-led';

const pageSize = 10;

const CrewLedRow = ({ crew }: { crew: CrewChiefJob }) => {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <LinkRow
      to={paths.crew.getHref({ id: String(crew.projectCrewId) })}
      label={`${crew.name} · ${crew.project.name}`}
      description={[format.day(crew.date), crew.location?.name].filter(Boolean).join(' · ')}
      badge={
        <>
          <Badge variant="light">
            {t('crewsLed.checkedIn', { checkedIn: crew.checkedIn, total: crew.members })}
          </Badge>
          {crew.deliveryNoteSignedAt ? (
            <Badge variant="light" color="teal">
              {t('crewsLed.signed')}
            </Badge>
          ) : null}
        </>
      }
      testId={`crew-led-${crew.projectCrewId}`}
    />
  );
};

/**
 * The crews I lead as crew chief from today on, also those I hold no position on myself, so a
 * crew chief always finds their crew page. Hidden for people who lead none.
 */
export const CrewsLedSection = () => {
  const { t } = useTranslation('jobs');
  const [limit, setLimit] = useState(pageSize);
  const crews = useCrewsLed(limit);
  const page = crews.data;
  if (!page || page.items.length === 0) return null;
  return (
    <SectionCard title={t('crewsLed.title')} icon={IconUsersGroup} testId="crews-led">
      {page.items.map((crew) => (
        <CrewLedRow key={crew.projectCrewId} crew={crew} />
      ))}
      {page.total > page.items.length ? (
        <Button
          variant="subtle"
          size="md"
          loading={crews.isFetching}
          onClick={() => setLimit((current) => current + pageSize)}
          data-testid="crews-led-more"
        >
          {t('crewsLed.more', { count: page.total - page.items.length })}
        </Button>
      ) : null}
    </SectionCard>
  );
};
