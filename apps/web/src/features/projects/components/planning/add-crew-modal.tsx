import { createProjectCrewInputSchema } from '@crewhub/shared';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useCreateCrew } from '../../api/create-crew';
import { fieldProblems, problemText, type FieldProblem } from '../../lib/field-problems';
import { usePlanningAbilities } from './planning-context';

type Field =
  'name' | 'date' | 'shift' | 'contactOnSiteName' | 'contactOnSitePhone' | 'contactOnSiteEmail';
type Values = Record<Field, string>;

/** A new crew (team for a date or shift) on the project. */
export const AddCrewModal = ({
  defaultDate,
  onClose,
}: {
  defaultDate: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['projects', 'common']);
  const { projectNumber } = usePlanningAbilities();
  const create = useCreateCrew(projectNumber);
  const [values, setValues] = useState<Values>({
    name: '',
    date: defaultDate,
    shift: 'day',
    contactOnSiteName: '',
    contactOnSitePhone: '',
    contactOnSiteEmail: '',
  });
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const submit = () => {
    // Empty optional fields go as missing; the shared schema checks the rest.
    const input = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    );
    const parsed = createProjectCrewInputSchema.safeParse(input);
    if (!parsed.success) return setProblems(fieldProblems(parsed.error.issues));
    create.mutate(parsed.data, {
      onSuccess: (crew) => {
        toast.success(t('crew.added', { crew: crew.name }));
        onClose();
      },
    });
  };
  const input = (name: Field, type = 'text') => (
    <TextInput
      type={type}
      label={t(`crew.${name}`)}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      required={name === 'name' || name === 'date'}
      error={problemText(t, problems[name])}
      data-testid={`add-crew-${name}`}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('crew.add')} size="lg" data-testid="add-crew-modal">
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('name')}
            {input('date', 'date')}
            {input('shift')}
            {input('contactOnSiteName')}
            {input('contactOnSitePhone', 'tel')}
            {input('contactOnSiteEmail', 'email')}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="add-crew-submit">
              {t('crew.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
