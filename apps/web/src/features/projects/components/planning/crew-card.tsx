import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCopy,
  IconMapPin,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUserStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useCopyCrew } from '../../api/copy-crew';
import { useRemoveCrew } from '../../api/remove-crew';
import { staffing, type PlannedCrew } from '../../lib/group-planning';
import { CopyModal } from '../copy-modal';
import { CrewModal } from './crew-modal';
import { usePlanningAbilities } from './planning-context';
import { PositionModal } from './position-modal';
import { PositionRow } from './position-row';
import { useShiftName } from '@/lib/shift-name';

/** A crew (one date or shift) with its positions and people (the "shift" view). */
export const CrewCard = ({ crew }: { crew: PlannedCrew }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const shiftName = useShiftName();
  const { projectNumber, canEdit, canAddPositions } = usePlanningAbilities();
  const [adding, add] = useDisclosure(false);
  const [copying, copy] = useDisclosure(false);
  const [editing, edit] = useDisclosure(false);
  const [removing, remove] = useDisclosure(false);
  const copyCrew = useCopyCrew(projectNumber);
  const removeCrew = useRemoveCrew(projectNumber);
  const { confirmed, needed } = staffing(crew.positions);
  // People are taken off one by one (each is told); only then may the crew itself go.
  const empty = crew.positions.every((position) => position.people.length === 0);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid={`crew-card-${crew.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg">
              <Anchor
                component={Link}
                to={paths.crew.getHref({ id: String(crew.id) })}
                c="inherit"
                inherit
              >
                {crew.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {format.day(crew.date, 'long')} · {shiftName(crew.shift)}
            </Text>
            <Group gap="md" mt={4} style={{ rowGap: 2 }}>
              {crew.locationName ? (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} opacity={0.6} />
                  <Text size="sm">{crew.locationName}</Text>
                </Group>
              ) : null}
              {crew.crewChiefName ? (
                <Group gap={4} wrap="nowrap">
                  <IconUserStar size={14} opacity={0.6} />
                  <Text size="sm">{t('crew.chief', { name: crew.crewChiefName })}</Text>
                </Group>
              ) : null}
            </Group>
          </div>
          <Badge
            variant="light"
            color={confirmed >= needed && needed > 0 ? 'green' : 'orange'}
            style={{ flexShrink: 0 }}
          >
            {t('position.staffed', { confirmed, needed })}
          </Badge>
        </Group>
        {crew.positions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('crew.noPositions')}
          </Text>
        ) : (
          crew.positions.map((position) => <PositionRow key={position.id} position={position} />)
        )}
        <Group gap="xs">
          {canAddPositions ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={add.open}
              data-testid={`add-position-${crew.id}`}
            >
              {t('position.add')}
            </Button>
          ) : null}
          {canEdit ? (
            <>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={16} />}
                onClick={edit.open}
                data-testid={`edit-crew-${crew.id}`}
              >
                {t('crew.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconCopy size={16} />}
                onClick={copy.open}
                data-testid={`copy-crew-${crew.id}`}
              >
                {t('copy.crew.action')}
              </Button>
              {empty ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={remove.open}
                  data-testid={`remove-crew-${crew.id}`}
                >
                  {t('crew.remove')}
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
      </Stack>
      {adding ? <PositionModal crew={crew} onClose={add.close} /> : null}
      {editing ? <CrewModal crew={crew} onClose={edit.close} /> : null}
      <ConfirmModal
        opened={removing}
        title={t('crew.removeTitle', { crew: crew.name })}
        message={t('crew.removeMessage')}
        confirmLabel={t('crew.remove')}
        danger
        loading={removeCrew.isPending}
        onCancel={remove.close}
        onConfirm={() =>
          // Not mutate's own onSuccess: the refetch after the removal unmounts this card first,
          // and TanStack drops the callbacks of an unmounted caller. (Errors are toasted globally.)
          removeCrew.mutateAsync(crew.id).then(
            () => {
              remove.close();
              toast.success(t('crew.removed', { crew: crew.name }));
            },
            () => undefined,
          )
        }
      />
      {copying ? (
        <CopyModal
          kind="crew"
          description={t('copy.crew.description', { crew: crew.name })}
          initialDate={crew.date}
          copy={({ date, includePersons }) =>
            copyCrew.mutateAsync({ crewId: crew.id, date, includePersons })
          }
          pending={copyCrew.isPending}
          doneMessage={() => t('copy.crew.done')}
          onClose={copy.close}
        />
      ) : null}
    </Paper>
  );
};
