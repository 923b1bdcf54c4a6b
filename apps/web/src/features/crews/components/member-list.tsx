import type { CrewPage } from '@crewhub/shared';
import { Group, Text } from '@mantine/core';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { isMe } from '../lib/crew-role';

/** The crew's people; each opens a page to call, mail or message them, except oneself. */
export const MemberList = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const me = useSession()?.claims.loginData.person?.id ?? null;
  return (
    <SectionCard
      title={t('members.title', { count: page.members.length })}
      icon={IconUsersGroup}
      testId="crew-members"
    >
      {page.members.length === 0 ? (
        <Text c="dimmed">{t('members.empty')}</Text>
      ) : (
        page.members.map((member) => (
          <LinkRow
            key={member.assignmentId}
            to={
              isMe(me, member)
                ? undefined
                : paths.crewContactMember.getHref({
                    id: String(page.id),
                    contactId: String(member.personId),
                  })
            }
            label={member.contact.name}
            description={
              <Group gap={6} component="span">
                <span>{member.functionName}</span>
                {member.checkInAt ? (
                  <span>
                    · {t('members.in', { time: format.clock(member.checkInAt, member.timeZone) })}
                  </span>
                ) : null}
                {member.checkOutAt ? (
                  <span>
                    · {t('members.out', { time: format.clock(member.checkOutAt, member.timeZone) })}
                  </span>
                ) : null}
              </Group>
            }
            icon={IconUser}
            badge={<StatusBadge status={member.status} />}
            testId={`crew-member-${member.personId}`}
          />
        ))
      )}
    </SectionCard>
  );
};
