import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { loadNodemailer } from './on-demand-libraries.ts';

export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
  headers?: Record<string, string>;
};

export type MailTransport = {
  kind: 'smtp' | 'log';
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
};

export const createSmtpTransport = (url: string): MailTransport => {
  // Made with the first e-mail: nodemailer loads then (adapters/on-demand-libraries.ts).
  let transporter: Transporter | undefined;
  return {
    kind: 'smtp',
    send: async (message) => {
      const { attachments = [], ...rest } = message;
      transporter ??= (await loadNodemailer()).createTransport(url);
      await transporter.sendMail({
        ...rest,
        messageId: `<${message.messageId}>`,
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
    },
    close: () => transporter?.close(),
  };
};

/** The embedded default: messages stay in the outbox table and their links go to the log, so a person can follow them. */
export const createLoggingTransport = (logger: Logger): MailTransport => ({
  kind: 'log',
  send: async (message) => {
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    logger.info(
      { to: message.to, subject: message.subject, links },
      'e-mail stored in the outbox (no SMTP_URL configured)',
    );
  },
  close: () => undefined,
});
