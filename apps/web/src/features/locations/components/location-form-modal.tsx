import { locationInputSchema, type Location, type LocationInput } from '@crewhub/shared';
import { Alert, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { toast } from '@/lib/toasts';
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
  const mode = location ? 'edit' : 'create';
  const form = useForm({
    initialValues: location ? locationValuesFrom(location) : emptyLocationValues,
    ...zodForm(locationInputSchema, { toInput: toLocationInput }),
  });
  const input = (name: TextField, props: { required?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextInput
      label={t(`fields.${name}`)}
      {...form.getInputProps(name)}
      {...props}
      data-testid={`location-form-${name}`}
    />
  );
  const save = (parsed: LocationInput) => {
    const handlers = {
      onSuccess: (saved: Location) => {
        toast.success(t(`${mode}.saved`));
        onClose();
        onSaved?.(saved);
      },
      onError: (error: Error) => {
        if (!isApiError(error) || error.issues.length === 0) return toast.error(errorText(error));
        // The server's texts are English: mark its fields "not valid" in the UI language.
        const fields = Object.keys(serverErrors(error.issues));
        form.setErrors(
          Object.fromEntries(fields.map((field) => [field, t('common:validation.invalid')])),
        );
      },
    };
    if (location) update.mutate({ id: location.id, input: parsed }, handlers);
    else create.mutate(parsed, handlers);
  };
  return (
    <FormModal
      onClose={onClose}
      title={t(`${mode}.title`)}
      onSubmit={form.onSubmit(save)}
      submitting={create.isPending || update.isPending}
      submitLabel={t(`${mode}.submit`)}
      fullScreen={phone}
      size="lg"
      testId="location-form-modal"
      submitTestId="location-form-submit"
    >
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
          onChange={(regionId) => form.setFieldValue('regionId', regionId ?? '')}
          searchable
          clearable
          error={form.errors.regionId}
          data-testid="location-form-regionId"
        />
        {input('link')}
      </SimpleGrid>
      <Textarea
        size="md"
        label={t('fields.info')}
        {...form.getInputProps('info')}
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
    </FormModal>
  );
};
