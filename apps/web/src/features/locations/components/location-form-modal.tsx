import { locationInputSchema, type Location } from '@crewhub/shared';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { toast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import { useIsPhone } from '@/lib/use-is-phone';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';
import {
  emptyLocationValues,
  locationValuesFrom,
  toLocationInput,
  type LocationValues,
} from '../lib/location-values';

type TextField = Exclude<keyof LocationValues, 'regionId'>;

type LocationFormModalProps = {
  /** The location to edit; without it the form creates a new one. */
  location?: Location;
  onClose: () => void;
  onSaved?: (location: Location) => void;
};

/**
 * Creates or edits a location; coordinates typed here win over the ones the server computes
 * from the address.
 */
export const LocationFormModal = ({ location, onClose, onSaved }: LocationFormModalProps) => {
  const { t } = useTranslation(['locations', 'common']);
  const phone = useIsPhone();
  const regions = useReferenceList('regions');
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const pending = create.isPending || update.isPending;
  const mode = location ? 'edit' : 'create';
  const form = useForm<LocationValues>(
    location ? locationValuesFrom(location) : emptyLocationValues,
  );
  const input = (name: TextField, props: { required?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextInput
      label={t(`fields.${name}`)}
      {...form.field(name)}
      {...props}
      data-testid={`location-form-${name}`}
    />
  );
  const submit = () => {
    const parsed = form.validate(locationInputSchema, toLocationInput(form.values));
    if (!parsed) return;
    const handlers = {
      onSuccess: (saved: Location) => {
        toast.success(t(`${mode}.saved`));
        onClose();
        onSaved?.(saved);
      },
      onError: (error: Error) => {
        if (!isApiError(error) || error.issues.length === 0) return toast.error(errorText(error));
        for (const issue of error.issues) {
          form.setProblem(issue.field.replace(/^body\./, '') as keyof LocationValues, {
            key: 'invalid',
          });
        }
      },
    };
    if (location) update.mutate({ id: location.id, input: parsed }, handlers);
    else create.mutate(parsed, handlers);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`${mode}.title`)}
      fullScreen={phone}
      size="lg"
      data-testid="location-form-modal"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles through the portal: opened from the project form, its submit would
          // otherwise save (and close) the project too.
          event.stopPropagation();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {input('name', { required: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('street')}
            {input('zipcode')}
            {input('city')}
            {input('country')}
            <Select
              size="md"
              label={t('fields.region')}
              data={asOptions(regions.data)}
              value={form.values.regionId || null}
              onChange={(regionId) =>
                form.setValues((current) => ({ ...current, regionId: regionId ?? '' }))
              }
              searchable
              clearable
              error={form.field('regionId').error}
              data-testid="location-form-regionId"
            />
            {input('link')}
          </SimpleGrid>
          <Textarea
            size="md"
            label={t('fields.info')}
            {...form.field('info')}
            autosize
            minRows={3}
            data-testid="location-form-info"
          />
          <SimpleGrid cols={2} spacing="sm">
            {input('latitude', { inputMode: 'decimal' })}
            {input('longitude', { inputMode: 'decimal' })}
          </SimpleGrid>
          <Alert variant="light" color="gray" p="xs">
            {t('edit.coordinatesHint')}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="location-form-submit">
              {t(`${mode}.submit`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
