import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useDecideApproval, type ApprovalKind } from '../../api/decide-approval';
import { RejectModal } from './reject-modal';

/** Approve at once, or reject with a reason; each decision is logged on the person. */
export const DecisionButtons = ({
  kind,
  id,
  label,
}: {
  kind: ApprovalKind;
  id: number;
  label: string;
}) => {
  const { t } = useTranslation('profile');
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState(false);
  const done = (key: 'approved' | 'rejected') => () => {
    toast.success(t(`approvals.${key}`));
    setRejecting(false);
  };
  return (
    <Group gap="xs">
      <Button
        color="green"
        variant="light"
        leftSection={<IconCheck size={16} />}
        loading={decide.isPending && !rejecting}
        onClick={() =>
          decide.mutate(
            { kind, id, verdict: 'approve' },
            { onSuccess: done('approved'), onError: (error) => toast.error(errorText(error)) },
          )
        }
        aria-label={`${t('approvals.approve')}: ${label}`}
        data-testid={`approve-${kind}-${id}`}
      >
        {t('approvals.approve')}
      </Button>
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconX size={16} />}
        onClick={() => {
          decide.reset();
          setRejecting(true);
        }}
        aria-label={`${t('approvals.reject')}: ${label}`}
        data-testid={`reject-${kind}-${id}`}
      >
        {t('approvals.reject')}
      </Button>
      {rejecting ? (
        <RejectModal
          submitting={decide.isPending}
          error={decide.error}
          onClose={() => setRejecting(false)}
          onReject={(input) =>
            decide.mutate({ kind, id, verdict: 'reject', input }, { onSuccess: done('rejected') })
          }
        />
      ) : null}
    </Group>
  );
};
