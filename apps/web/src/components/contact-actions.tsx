import type { ContactCard } from '@crewhub/shared';
import { Avatar, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconMail,
  IconMessage,
  IconPhone,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** WhatsApp wants the international number as digits only. */
export const whatsAppLink = (phone: string | null): string | null => {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
};

type Action = { key: string; href: string | null; icon: Icon; label: string; external?: boolean };

/** A person's name with big call, mail and message buttons (tel:, mailto:, sms:, WhatsApp). */
type ContactActionsProps = {
  contact: ContactCard;
  role?: string;
  /** Off when the page already shows who this is (a profile). */
  withIdentity?: boolean;
};

export const ContactActions = ({ contact, role, withIdentity = true }: ContactActionsProps) => {
  const { t } = useTranslation();
  const actions: Action[] = [
    { key: 'call', href: contact.links.call, icon: IconPhone, label: t('contact.call') },
    { key: 'message', href: contact.links.message, icon: IconMessage, label: t('contact.message') },
    {
      key: 'whatsapp',
      href: whatsAppLink(contact.phone),
      icon: IconBrandWhatsapp,
      label: t('contact.whatsapp'),
      external: true,
    },
    { key: 'mail', href: contact.links.mail, icon: IconMail, label: t('contact.mail') },
  ];
  const available = actions.filter((action) => action.href);
  return (
    <Paper withBorder p="lg" data-testid="contact-card">
      <Stack align="center" gap={4} mb="lg" display={withIdentity ? undefined : 'none'}>
        <Avatar size={72} radius="xl" color="initials" name={contact.name} />
        {role ? (
          <Text size="sm" c="dimmed" mt="xs">
            {role}
          </Text>
        ) : null}
        <Title order={2} fz={22} ta="center" data-testid="contact-name">
          {contact.name}
        </Title>
        {contact.phone ? <Text c="dimmed">{contact.phone}</Text> : null}
        {contact.email ? (
          <Text c="dimmed" size="sm">
            {contact.email}
          </Text>
        ) : null}
      </Stack>
      {available.length === 0 ? (
        <Text ta="center" c="dimmed" data-testid="contact-no-details">
          {t('contact.noDetails')}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          {available.map(({ key, href, icon: ActionIcon, label, external }) => (
            <Button
              key={key}
              component="a"
              href={href ?? undefined}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              size="md"
              h={56}
              px="xs"
              variant={key === 'call' ? 'filled' : 'light'}
              color={key === 'whatsapp' ? 'green' : undefined}
              leftSection={<ActionIcon size={22} />}
              data-testid={`contact-${key}`}
            >
              {label}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
};
