import { projectStateColours, type ProjectState } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Confirmed, quoted or client draft, in the projects calendar's colours. */
export const ProjectStateBadge = ({ state }: { state: ProjectState }) => {
  const { t } = useTranslation('projects');
  return (
    <Badge color={projectStateColours[state]} autoContrast variant="filled" data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
};
