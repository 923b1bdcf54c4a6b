import { z } from 'zod';

/** What the contact pages show: name plus call, mail and message links. */
export const contactCardSchema = z.object({
  personId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  links: z.object({
    call: z.string().nullable(),
    mail: z.string().nullable(),
    message: z.string().nullable(),
  }),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** tel:/sms: want the number without spaces or punctuation, keeping a leading +. */
const dialable = (phone: string): string => phone.replace(/(?!^\+)[^\d]/g, '');

export const contactCard = (input: {
  personId?: number | null;
  name: string;
  phone: string | null;
  email: string | null;
}): ContactCard => {
  const phone = input.phone?.trim() || null;
  const email = input.email?.trim() || null;
  return {
    personId: input.personId ?? null,
    name: input.name,
    phone,
    email,
    links: {
      call: phone ? `tel:${dialable(phone)}` : null,
      mail: email ? `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}` : null,
      message: phone ? `sms:${dialable(phone)}` : null,
    },
  };
};
