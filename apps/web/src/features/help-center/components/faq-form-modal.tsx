import { faqInputSchema, loginTypeCodes, normalizeLanguage, type Faq } from '@crewhub/shared';
import { MultiSelect, Select, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { languageOptions } from '@/components/language-select';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqCompanies } from '../api/get-faq-companies';
import { useSaveFaq } from '../api/save-faq';

type FaqDraft = {
  companyId: string | null;
  categoryIds: string[];
  loginTypes: string[];
  tags: string[];
  question: string;
  answer: string;
  language: string;
};

const draftOf = (faq: Faq | null, language: string): FaqDraft => ({
  companyId: faq?.companyId ? String(faq.companyId) : null,
  categoryIds: faq?.categories.map((category) => String(category.id)) ?? [],
  loginTypes: faq?.loginTypes ?? [],
  tags: faq?.tags ?? [],
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  language: faq?.language ?? normalizeLanguage(language),
});

const toInput = (draft: FaqDraft) => ({
  ...draft,
  companyId: draft.companyId === null ? null : Number(draft.companyId),
  categoryIds: draft.categoryIds.map(Number),
});

type FaqFormModalProps = { faq: Faq | null; onClose: () => void };

/** The office writes or changes an FAQ: who reads it, its topic, question and answer. */
export const FaqFormModal = ({ faq, onClose }: FaqFormModalProps) => {
  const { t, i18n } = useTranslation('help-center');
  const categories = useFaqCategories();
  const companies = useFaqCompanies();
  const save = useSaveFaq();
  const form = useForm({
    initialValues: draftOf(faq, i18n.language),
    ...zodForm(faqInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    save.mutate(
      { id: faq?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t(faq ? 'form.saved' : 'form.created'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverErrors(error.issues));
        },
      },
    ),
  );
  return (
    <FormModal
      onClose={onClose}
      title={faq ? t('edit.title', { question: faq.question }) : t('form.newTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(faq ? 'form.save' : 'form.create')}
      error={save.error && !isApiError(save.error) ? save.error : null}
      size="lg"
      testId="faq-form"
      submitTestId="faq-form-submit"
    >
      <TextInput
        label={t('form.question')}
        required
        data-testid="faq-question"
        {...form.getInputProps('question')}
      />
      <Textarea
        label={t('form.answer')}
        description={t('form.answerHint')}
        required
        autosize
        minRows={5}
        data-testid="faq-answer"
        {...form.getInputProps('answer')}
      />
      <Select
        label={t('form.language')}
        data={languageOptions}
        allowDeselect={false}
        data-testid="faq-language"
        {...form.getInputProps('language')}
      />
      <MultiSelect
        label={t('form.loginTypes')}
        description={t('form.loginTypesHint')}
        placeholder={form.values.loginTypes.length === 0 ? t('form.everyone') : undefined}
        data={loginTypeCodes.map((code) => ({ value: code, label: t(`loginTypes.${code}`) }))}
        data-testid="faq-login-types"
        {...form.getInputProps('loginTypes')}
      />
      <Select
        label={t('form.company')}
        placeholder={t('form.allCompanies')}
        data={(companies.data ?? []).map((company) => ({
          value: String(company.id),
          label: company.name,
        }))}
        searchable
        clearable
        data-testid="faq-company"
        {...form.getInputProps('companyId')}
      />
      <MultiSelect
        label={t('form.categories')}
        data={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        searchable
        data-testid="faq-categories"
        {...form.getInputProps('categoryIds')}
      />
      <TagsInput
        label={t('form.tags')}
        description={t('form.tagsHint')}
        // A space or Enter ends a tag, as the product's editor does.
        splitChars={[' ', ',']}
        data-testid="faq-tags"
        {...form.getInputProps('tags')}
      />
    </FormModal>
  );
};
