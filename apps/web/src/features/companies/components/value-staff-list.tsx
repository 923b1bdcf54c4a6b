import { Rating, Stack, Text } from '@mantine/core';
import { IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useValueStaff } from '../api/get-value-staff';

type ValueStaffListProps = {
  contactId: number;
  /** Whether a row opens the person's crew profile (crewProfile READ). */
  linkProfiles: boolean;
};

/** The crew one client contact rated, best average first: who to ask for again. */
export const ValueStaffList = ({ contactId, linkProfiles }: ValueStaffListProps) => {
  const { t } = useTranslation('companies');
  const format = useFormat();
  const staff = useValueStaff(contactId);
  return (
    <QueryState query={staff}>
      {(page) =>
        page.items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="value-staff-empty">
            {t('valueStaff.empty')}
          </Text>
        ) : (
          <Stack gap={0} data-testid="value-staff">
            {page.items.map((item) => {
              const average = item.averageRatingHundredths / 100;
              const label = t('valueStaff.rating', {
                average: format.hours(Math.round(average * 10) / 10),
                count: item.ratingCount,
              });
              return (
                <LinkRow
                  key={item.personId}
                  to={
                    linkProfiles
                      ? paths.crewProfile.getHref({ personId: String(item.personId) })
                      : undefined
                  }
                  icon={IconUserStar}
                  color="yellow"
                  label={item.name}
                  description={`${label} · ${t('valueStaff.lastRated', {
                    date: format.day(item.lastRatedAt.slice(0, 10)),
                  })}`}
                  // The stars are decoration; the description says the same in words.
                  badge={<Rating value={average} fractions={4} readOnly size="xs" aria-hidden />}
                  testId={`value-staff-${item.personId}`}
                />
              );
            })}
          </Stack>
        )
      }
    </QueryState>
  );
};
