import type { CrewPage } from '@crewhub/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClipboardCheck, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { toast } from '@/lib/toasts';
import { useSetProposedHours } from '../api/set-proposed-hours';
import { workingMembers } from '../lib/crew-role';
import { initialHours, proposedHoursOf, type HoursForm } from '../lib/sign-off';
import { CrewScreen } from './crew-screen';
import { SignOffMember } from './sign-off-member';

const SignOffForm = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation(['crews', 'common']);
  const members = workingMembers(page.members);
  const [form, setForm] = useState<HoursForm>(() => initialHours(members));
  const [missing, setMissing] = useState<number[]>([]);
  const save = useSetProposedHours(page.id);

  if (members.length === 0) {
    return (
      <FriendlyEmpty
        icon={IconUsersGroup}
        title={t('crews:signOff.noMembers')}
        description={t('crews:signOff.noMembersText')}
      />
    );
  }
  const onSave = () => {
    const result = proposedHoursOf(form);
    if (!result.ok) {
      setMissing(result.missing);
      return;
    }
    setMissing([]);
    save.mutate(result.input, { onSuccess: () => toast.success(t('crews:signOff.saved')) });
  };
  return (
    <Stack gap="sm" data-testid="sign-off">
      <Text c="dimmed">{t('crews:signOff.intro')}</Text>
      {members.map((member) => (
        <SignOffMember
          key={member.assignmentId}
          member={member}
          hours={form[member.assignmentId] ?? { paid: '', charged: '' }}
          missing={missing.includes(member.assignmentId)}
          onChange={(hours) => setForm((current) => ({ ...current, [member.assignmentId]: hours }))}
        />
      ))}
      <BottomActions
        note={
          missing.length > 0 ? (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              py="xs"
              data-testid="sign-off-missing"
            >
              {t('common:messages.setChargeableHours')}
            </Alert>
          ) : null
        }
      >
        <Button
          size="lg"
          leftSection={<IconClipboardCheck size={22} />}
          loading={save.isPending}
          onClick={onSave}
          data-testid="sign-off-save"
        >
          {t('crews:signOff.save')}
        </Button>
      </BottomActions>
    </Stack>
  );
};

/** The crew chief proposes paid and charged hours per member. */
export const SignOffPage = ({ id }: { id: number }) => (
  <CrewScreen id={id} leadOnly>
    {(page) => <SignOffForm page={page} />}
  </CrewScreen>
);
