import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ResultState } from './result-state';

export const LinkInvalidState = () => {
  const { t } = useTranslation('auth');
  return (
    <ResultState
      tone="invalid"
      title={t('linkInvalid.title')}
      text={t('linkInvalid.text')}
      action={{ label: t('linkInvalid.action'), to: paths.forgottenPassword.getHref() }}
    />
  );
};
