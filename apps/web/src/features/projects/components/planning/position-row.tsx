import { positionColours } from '@crewhub/shared';
import { ActionIcon, Badge, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconDots, IconPencil, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTimeRange, useFormat } from '@/lib/format';
import type { PlannedPosition } from '../../lib/group-planning';
import { AssignmentItem } from './assignment-item';
import { CopyPersonsModal } from './copy-persons-modal';
import { CopyPositionModal } from './copy-position-modal';
import { FindBestDrawer } from './find-best-drawer';
import { usePlanningAbilities } from './planning-context';
import { PositionModal } from './position-modal';
import classes from './planning.module.css';

/** A position: function, times, how far it is staffed, the people on it and what to do next. */
export const PositionRow = ({ position }: { position: PlannedPosition }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const { canEdit, renderFindBest } = usePlanningAbilities();
  const [findOpen, find] = useDisclosure(false);
  const [copyOpen, copy] = useDisclosure(false);
  const [personsOpen, persons] = useDisclosure(false);
  const [editOpen, edit] = useDisclosure(false);
  const times = formatTimeRange(position.startTime, position.endTime);
  const full = position.confirmedCount >= position.amountOfRows;

  return (
    <Box
      className={classes.position}
      style={{ borderLeftColor: positionColours[position.colourKey] }}
      data-testid={`position-row-${position.id}`}
      data-colour={position.colourKey}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600}>{position.functionName}</Text>
            {position.spare ? (
              <Badge variant="light" color="cyan">
                {t('position.spare')}
              </Badge>
            ) : null}
            {position.clientAdded ? (
              <Badge variant="outline" color="gray">
                {t('position.clientAdded')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[format.dayRange(position.startDate, position.endDate), times]
              .filter(Boolean)
              .join(' · ')}
            {position.chargeableHours !== null
              ? ` · ${t('position.hoursCharged', { hours: format.hours(position.chargeableHours) })}`
              : ''}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge
            variant={full ? 'filled' : 'light'}
            color={full ? 'green' : 'orange'}
            data-testid={`position-staffing-${position.id}`}
          >
            {t('position.staffed', {
              confirmed: position.confirmedCount,
              needed: position.amountOfRows,
            })}
          </Badge>
          {canEdit ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('position.more')}
                  data-testid={`position-menu-${position.id}`}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={16} />}
                  onClick={edit.open}
                  data-testid="edit-position"
                >
                  {t('position.edit')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconCopy size={16} />}
                  onClick={copy.open}
                  data-testid="copy-position"
                >
                  {t('copy.position.action')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconUsers size={16} />}
                  onClick={persons.open}
                  disabled={position.people.length === 0}
                  data-testid="copy-persons"
                >
                  {t('copy.persons.action')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      {position.people.length > 0 ? (
        <Stack gap={0} mt={6}>
          {position.people.map((person) => (
            <AssignmentItem key={person.id} person={person} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          {t('position.nobody')}
        </Text>
      )}
      {canEdit && renderFindBest ? (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconUserSearch size={16} />}
          onClick={find.open}
          data-testid={`find-best-person-${position.id}`}
        >
          {t('position.findBest')}
        </Button>
      ) : null}
      {findOpen ? <FindBestDrawer position={position} onClose={find.close} /> : null}
      {copyOpen ? <CopyPositionModal position={position} onClose={copy.close} /> : null}
      {personsOpen ? <CopyPersonsModal position={position} onClose={persons.close} /> : null}
      {editOpen ? <PositionModal position={position} onClose={edit.close} /> : null}
    </Box>
  );
};
