import type { TreeYear } from '@crewhub/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './forest.module.css';

/** At most this many trees a row, so the biggest year still fits a phone. */
const maxIcons = 24;

/**
 * The forest growing year by year: a row of trees per year, one icon for `perIcon` trees, my
 * own ones in a brighter green at the front. Screen readers get the counts as text instead.
 */
export const Forest = ({ years }: { years: TreeYear[] }) => {
  const { t } = useTranslation('one-x-one-tree');
  const biggest = Math.max(1, ...years.map((year) => year.company));
  const perIcon = Math.max(1, Math.ceil(biggest / maxIcons));
  return (
    <Stack gap="sm" data-testid="forest">
      {years.map((year) => {
        const icons = Math.ceil(year.company / perIcon);
        const mine = Math.min(icons, Math.ceil(year.mine / perIcon));
        return (
          <Stack key={year.year} gap={2} data-testid={`forest-${year.year}`}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{year.year}</Text>
              <Text size="sm" c="dimmed">
                {t('yearCount', { company: year.company, mine: year.mine })}
              </Text>
            </Group>
            <div className={classes.row} aria-hidden>
              {Array.from({ length: icons }, (_, index) => (
                <IconTree
                  key={index}
                  size={20}
                  className={index < mine ? classes.mine : classes.tree}
                  style={{ animationDelay: `${index * 40}ms` }}
                />
              ))}
            </div>
          </Stack>
        );
      })}
      {perIcon > 1 ? (
        <Text size="xs" c="dimmed">
          {t('perIcon', { trees: perIcon })}
        </Text>
      ) : null}
    </Stack>
  );
};
