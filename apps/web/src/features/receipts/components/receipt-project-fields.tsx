import type { ReceiptTemplate } from '@crewhub/shared';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReceiptProjects, useReceiptTemplates } from '../api/get-receipt-projects';

type ReceiptProjectFieldsProps = {
  projectId: string | null;
  templateId: string | null;
  onProjectChange: (projectId: string | null) => void;
  /** A template fills in the type and description; null clears only the template. */
  onTemplateChange: (template: ReceiptTemplate | null) => void;
};

/**
 * The project the expense was for (optional) and, when its company keeps ready-made receipts,
 * one of those to start from.
 */
export const ReceiptProjectFields = ({
  projectId,
  templateId,
  onProjectChange,
  onTemplateChange,
}: ReceiptProjectFieldsProps) => {
  const { t } = useTranslation('receipts');
  const projects = useReceiptProjects();
  const project = projects.data?.find((option) => String(option.id) === projectId);
  const templates = useReceiptTemplates(project?.companyId ?? null);
  const offered = templates.data ?? [];
  return (
    <>
      <Select
        label={t('form.project')}
        description={t('form.projectHint')}
        placeholder={t('form.noProject')}
        searchable
        clearable
        size="md"
        data={(projects.data ?? []).map((option) => ({
          value: String(option.id),
          label: `${option.number} ${option.name}`,
        }))}
        value={projectId}
        onChange={(value) => {
          onProjectChange(value);
          onTemplateChange(null);
        }}
        data-testid="receipt-form-project"
      />
      {offered.length > 0 ? (
        <Select
          label={t('form.template', { company: project?.companyName ?? '' })}
          clearable
          size="md"
          data={offered.map((template) => ({ value: String(template.id), label: template.name }))}
          value={templateId}
          onChange={(value) =>
            onTemplateChange(offered.find((template) => String(template.id) === value) ?? null)
          }
          data-testid="receipt-form-template"
        />
      ) : null}
    </>
  );
};
