import nodemailer, { type SendMailOptions } from 'nodemailer';

/** Hands a built message to the world: an SMTP server, or only the log. */
export type MailTransport = {
  kind: 'smtp' | 'log';
  deliver: (message: SendMailOptions) => Promise<void>;
  close: () => void;
};

/**
 * SMTP when `smtpUrl` is set (`smtp://user:pass@host:587`, `smtps://…` for TLS); otherwise
 * nodemailer still builds the whole MIME message, so a broken mail fails the same way, and
 * the result is only logged: the message stays recorded in email_message.
 */
export const createMailTransport = (options: {
  smtpUrl?: string;
  log?: (message: string, details: Record<string, unknown>) => void;
}): MailTransport => {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      deliver: async (message) => {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'log',
    deliver: async (message) => {
      const info = await transporter.sendMail(message);
      options.log?.('mail recorded (no SMTP_URL)', {
        to: message.to,
        subject: message.subject,
        bytes: Buffer.isBuffer(info.message) ? info.message.length : 0,
      });
    },
    close: () => transporter.close(),
  };
};
