import {
  mapServices,
  normalizeLanguage,
  profilePreferencesInputSchema,
  supportedLanguages,
  type Profile,
} from '@crewhub/shared';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { changeUiLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useSetPreferences } from '../api/set-preferences';
import { timeZoneOptions } from '../lib/place-names';

type Values = { timezone: string; mapService: string; language: string };

const initialValues = (profile: Profile): Values => ({
  timezone: profile.timezone,
  mapService: profile.mapService,
  language: normalizeLanguage(profile.language),
});

/** Time zone, maps app and language: mine to set, no approval needed. */
export const PreferencesSection = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation(['profile', 'common']);
  const save = useSetPreferences(profile.personId);
  const zones = useMemo(() => timeZoneOptions(profile.timezone), [profile.timezone]);
  const form = useForm({
    initialValues: initialValues(profile),
    ...zodForm(profilePreferencesInputSchema),
  });
  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('profile:preferences.saved'));
        void changeUiLanguage(input.language, true);
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  const choice = (field: keyof Values) => ({
    ...form.getInputProps(field),
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    allowDeselect: false,
    'data-testid': `input-${field}`,
  });
  return (
    <SectionCard title={t('profile:preferences.title')} icon={IconAdjustments} testId="preferences">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('profile:fields.timezone')}
            data={zones}
            searchable
            {...choice('timezone')}
          />
          <Select
            label={t('profile:fields.mapService')}
            description={t('profile:preferences.mapServiceHint')}
            data={mapServices.map((value) => ({
              value,
              label: t(`profile:mapServices.${value}`),
            }))}
            {...choice('mapService')}
          />
          <Select
            label={t('profile:fields.language')}
            data={supportedLanguages.map((value) => ({
              value,
              label: t(`profile:languages.${value}`),
            }))}
            {...choice('language')}
          />
        </SimpleGrid>
        <Button type="submit" mt="md" loading={save.isPending} data-testid="preferences-save">
          {t('profile:preferences.save')}
        </Button>
      </form>
    </SectionCard>
  );
};
