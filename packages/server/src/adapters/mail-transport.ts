import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMessage = { from: string; to: string; subject: string; text: string; html: string; messageId: string };

export type MailTransport = {
  kind: 'smtp' | 'log';
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
};

export const createSmtpTransport = (url: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail({ ...message, messageId: `<${message.messageId}>` });
    },
    close: () => transporter.close(),
  };
};

/** The embedded default: messages stay in the outbox table and their links go to the log, so a person can follow them. */
export const createLoggingTransport = (logger: Logger): MailTransport => ({
  kind: 'log',
  send: async (message) => {
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    logger.info({ to: message.to, subject: message.subject, links }, 'e-mail stored in the outbox (no SMTP_URL configured)');
  },
  close: () => undefined,
});
