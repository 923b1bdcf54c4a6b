import { type MembershipKind, membershipKinds } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { FoundState } from '@/components/found-state';
import { QueryState } from '@/components/query-state';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toasts';
import { useAddMembership } from '../api/add-membership';
import { useMembershipCrew } from '../api/get-membership-crew';
import { useMemberships } from '../api/get-memberships';
import { useRemoveMembership } from '../api/remove-membership';
import { AddMemberModal } from './add-member-modal';
import { MembershipCrewFormModal } from './membership-crew-form-modal';
import { MembershipList } from './membership-list';

type MembershipCrewPageProps = {
  id: number;
  canAdd: boolean;
  canRemove: boolean;
  /** membershipCrews EDIT: name and type of assignment. */
  canEdit: boolean;
  /** Planners (membershipCrews EDIT for ALL) also move the crew to a client company. */
  canPickCompany: boolean;
};

/** One membership crew: members, favourites and blocked people; add, move and remove them. */
export const MembershipCrewPage = ({
  id,
  canAdd,
  canRemove,
  canEdit,
  canPickCompany,
}: MembershipCrewPageProps) => {
  const { t } = useTranslation(['membership-crews', 'common']);
  const crew = useMembershipCrew(id);
  const memberships = useMemberships(id);
  const add = useAddMembership(id);
  const remove = useRemoveMembership(id);
  const [tab, setTab] = useState<MembershipKind>('member');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  usePageTitle(crew.data?.name);

  const addPerson = (personId: number, kind: MembershipKind, changed = false) =>
    add.mutate(
      { personId, kind },
      {
        onSuccess: () => {
          toast.success(changed ? t('member.moved') : t('common:success.memberAdded'));
          setAdding(false);
          setTab(kind);
        },
      },
    );

  return (
    <FoundState query={crew} notFound={t('notFound')} icon={IconUsersGroup}>
      {(data) => (
        <Stack gap="md" data-testid="membership-crew">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" gap="sm">
              <div>
                <Title order={2} fz={{ base: 22, sm: 26 }}>
                  {data.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {[
                    t(`types.${data.typeOfAssignment}`, { defaultValue: data.typeOfAssignment }),
                    data.companyName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Group gap="xs">
                {canEdit ? (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={18} />}
                    onClick={() => setEditing(true)}
                    data-testid="edit-membership-crew-button"
                  >
                    {t('edit.open')}
                  </Button>
                ) : null}
                {canAdd ? (
                  <Button
                    leftSection={<IconUserPlus size={18} />}
                    onClick={() => setAdding(true)}
                    data-testid="add-member-button"
                  >
                    {t('member.add')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
          <Tabs value={tab} onChange={(value) => setTab((value ?? 'member') as MembershipKind)}>
            {/* Three tabs on one row at 390px: tighter padding instead of a wrapped tab. */}
            <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
              {membershipKinds.map((kind) => (
                <Tabs.Tab
                  key={kind}
                  value={kind}
                  px="xs"
                  style={{ minWidth: 0 }}
                  data-testid={`membership-tab-${kind}`}
                  rightSection={
                    <Badge size="sm" variant="light" circle>
                      {memberships.data?.filter((m) => m.kind === kind).length ?? 0}
                    </Badge>
                  }
                >
                  {t(`tabs.${kind}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <QueryState query={memberships}>
            {(list) => (
              <MembershipList
                kind={tab}
                memberships={list.filter((membership) => membership.kind === tab)}
                canChange={canAdd}
                canRemove={canRemove}
                onChangeKind={(membership, kind) => addPerson(membership.personId, kind, true)}
                onRemove={(membership) =>
                  setRemoving({ id: membership.id, name: membership.personName })
                }
              />
            )}
          </QueryState>
          {editing ? (
            <MembershipCrewFormModal
              crew={data}
              canPickCompany={canPickCompany}
              onClose={() => setEditing(false)}
              onSaved={() => setEditing(false)}
            />
          ) : null}
          {adding ? (
            <AddMemberModal
              initialKind={tab}
              existingPersonIds={memberships.data?.map((m) => m.personId) ?? []}
              loading={add.isPending}
              onClose={() => setAdding(false)}
              onAdd={(personId, kind) => addPerson(personId, kind)}
            />
          ) : null}
          <ConfirmModal
            opened={removing !== null}
            title={t('member.removeTitle')}
            message={t('member.removeConfirm', { name: removing?.name ?? '' })}
            confirmLabel={t('member.remove')}
            danger
            loading={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() =>
              removing &&
              remove.mutate(removing.id, {
                onSuccess: () => {
                  toast.success(t('member.removed', { name: removing.name }));
                  setRemoving(null);
                },
              })
            }
          />
        </Stack>
      )}
    </FoundState>
  );
};
