import { membershipCrewInputSchema, plannerCrewTypes, type MembershipCrew } from '@crewhub/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useCreateMembershipCrew } from '../api/create-membership-crew';

type CreateMembershipCrewModalProps = {
  onClose: () => void;
  onCreated: (crew: MembershipCrew) => void;
};

/** Planners (and clients for their company) start a new pool of people. */
export const CreateMembershipCrewModal = ({
  onClose,
  onCreated,
}: CreateMembershipCrewModalProps) => {
  const { t } = useTranslation('membership-crews');
  const create = useCreateMembershipCrew();
  const [name, setName] = useState('');
  const [type, setType] = useState<string>('preferred');
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = () => {
    const parsed = membershipCrewInputSchema.safeParse({ name, typeOfAssignment: type });
    if (!parsed.success) return setNameError(t('create.nameRequired'));
    create.mutate(parsed.data, {
      onSuccess: (crew) => {
        toast.success(t('create.done', { name: crew.name }));
        onCreated(crew);
      },
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('create.title')}
      data-testid="create-membership-crew-modal"
    >
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('create.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            required
            data-testid="membership-crew-name"
          />
          <Select
            size="md"
            label={t('create.type')}
            data={plannerCrewTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            onChange={(value) => setType(value ?? 'preferred')}
            allowDeselect={false}
            data-testid="membership-crew-type"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="membership-crew-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
