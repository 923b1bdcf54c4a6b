import { ScrollArea, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const projectViews = ['shift', 'tiles', 'crew', 'profile', 'cost'] as const;
export type ProjectView = (typeof projectViews)[number];

export const viewFromParam = (
  value: string | null,
  allowed: readonly ProjectView[],
): ProjectView => (allowed.includes(value as ProjectView) ? (value as ProjectView) : 'shift');

type ProjectViewSwitchProps = {
  value: ProjectView;
  views: readonly ProjectView[];
  onChange: (view: ProjectView) => void;
};

/** Shift, shift tiles, crew, profile and cost; scrolls sideways on phones. */
export const ProjectViewSwitch = ({ value, views, onChange }: ProjectViewSwitchProps) => {
  const { t } = useTranslation('projects');
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <SegmentedControl
        value={value}
        onChange={(view) => onChange(view as ProjectView)}
        data={views.map((view) => ({ value: view, label: t(`views.${view}`) }))}
        data-testid="project-view-switch"
      />
    </ScrollArea>
  );
};
