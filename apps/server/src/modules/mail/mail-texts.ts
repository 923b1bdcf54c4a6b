import type { Language, MailCategory } from '@crewhub/shared';
import type { MailContent } from '../../lib/mailer';
import cy from './texts/cy.json';
import deAt from './texts/de-at.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';

type KindTexts = { subject: string; intro: string; outro: string };
type MailTexts = {
  greeting: string;
  greetingAnonymous: string;
  passwordReset: KindTexts;
  welcome: KindTexts;
  notice: KindTexts;
  signedCopy: KindTexts;
  formSubmitted: KindTexts;
  invoiceReleased: KindTexts;
  payrollLink: KindTexts;
  calendarInvitation: KindTexts;
  calendarUpdate: KindTexts;
  calendarCancel: KindTexts;
  papers: Record<'deliveryNote' | 'securityCheck', string>;
  categories: Record<MailCategory, string>;
  footer: string;
};

/** One catalogue per language; mails never pass through the web's i18next. */
const catalogues: Record<Language, MailTexts> = { en, nl, cy, fr, 'de-at': deAt, de, es };

export const categoryOf = (content: MailContent): MailCategory =>
  content.kind === 'notice'
    ? content.category
    : (
        {
          passwordReset: 'account',
          welcome: 'account',
          signedCopy: 'signedCopies',
          formSubmitted: 'forms',
          invoiceReleased: 'invoices',
          payrollLink: 'payrolls',
          calendarInvitation: 'calendarInvitations',
          calendarUpdate: 'calendarInvitations',
          calendarCancel: 'calendarInvitations',
        } as const
      )[content.kind];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The values a kind's texts refer to, and its call-to-action link if any. */
const partsOf = (
  content: MailContent,
  texts: MailTexts,
): { values: Record<string, string>; name: string | null; link: string | null } => {
  switch (content.kind) {
    case 'passwordReset':
      return { values: {}, name: null, link: content.link };
    case 'welcome':
      return { values: {}, name: content.recipientName, link: content.link };
    case 'notice':
      return {
        values: { title: content.title, body: content.body },
        name: null,
        link: content.link,
      };
    case 'signedCopy':
      return {
        values: { ...content, paper: texts.papers[content.paper] },
        name: content.recipientName,
        link: null,
      };
    case 'formSubmitted':
      return { values: content, name: null, link: null };
    case 'invoiceReleased':
      return { values: content, name: content.recipientName, link: null };
    case 'payrollLink':
      return {
        values: { expiresOn: content.expiresOn },
        name: content.recipientName,
        link: content.link,
      };
    case 'calendarInvitation':
    case 'calendarUpdate':
    case 'calendarCancel':
      return { values: content, name: null, link: null };
  }
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * A system mail in one language: the plain-text part and an HTML part with the same words
 * (escaped), both ending with the category's unsubscribe link.
 */
export const renderMail = (
  content: MailContent,
  options: { language: Language; tenantName: string; unsubscribeUrl: string },
): RenderedMail => {
  const texts = catalogues[options.language];
  const kind = texts[content.kind];
  const parts = partsOf(content, texts);
  const values = { ...parts.values, tenant: options.tenantName };
  const greeting = parts.name
    ? fill(texts.greeting, { name: parts.name })
    : texts.greetingAnonymous;
  const paragraphs = [greeting, fill(kind.intro, values)];
  const outro = kind.outro ? fill(kind.outro, values) : null;
  const footer = fill(texts.footer, {
    tenant: options.tenantName,
    category: texts.categories[categoryOf(content)],
  });
  const text = [
    ...paragraphs,
    ...(parts.link ? [parts.link] : []),
    ...(outro ? [outro] : []),
    `-- \n${footer}\n${options.unsubscribeUrl}`,
  ].join('\n\n');
  const link = (url: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(parts.link ? [link(parts.link)] : []),
    ...(outro ? [`<p>${escapeHtml(outro)}</p>`] : []),
    `<hr><p style="font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(options.unsubscribeUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: fill(kind.subject, values), text, html };
};
