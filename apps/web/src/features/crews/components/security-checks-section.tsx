import type { CrewPage } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useSecurityChecks } from '../api/get-security-checks';
import { securityCheckRows, type SecurityCheckState } from '../lib/security-check-rows';
import { useShiftName } from '@/lib/shift-name';

const stateColour: Record<SecurityCheckState, string> = {
  todo: 'orange',
  signed: 'green',
  sent: 'teal',
};

/** The crew's security checks per date and shift, each a tap away from its form. */
export const SecurityChecksSection = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const shiftName = useShiftName();
  const checks = useSecurityChecks(page.id);
  return (
    <SectionCard
      title={t('securityChecks.title')}
      icon={IconShieldCheck}
      testId="crew-security-checks"
    >
      <QueryState query={checks} loading={<LoadingBlocks count={1} height={56} />}>
        {(items) =>
          securityCheckRows(page, items).map((row) => (
            <LinkRow
              key={`${row.date}/${row.shift}/${row.formId}`}
              to={paths.crewSecurityCheck.getHref({
                id: String(page.id),
                formId: String(row.formId),
                date: row.date,
                shift: row.shift,
              })}
              label={format.day(row.date)}
              description={t('securityChecks.shift', { shift: shiftName(row.shift) })}
              icon={IconShieldCheck}
              badge={
                <Badge variant="light" color={stateColour[row.state]}>
                  {t(`securityChecks.state.${row.state}`)}
                </Badge>
              }
              testId={`security-check-link-${row.date}-${row.shift}`}
            />
          ))
        }
      </QueryState>
    </SectionCard>
  );
};
