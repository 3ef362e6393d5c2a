import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type DeliveryOutcome, errorText, transientFailure } from './deliverer';

export interface MailConfig {
  /** The outgoing mail server; null writes each message as an .eml file into `outboxDir` instead. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  to: string;
  /** Bounds on one SMTP conversation, so a server that hangs fails the attempt instead of holding it. */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}

export interface OutgoingMail {
  /** `<...@domain>`: the same for every attempt at one submission, so a repeat is recognisable. */
  messageId: string;
  date: Date;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The file name used when writing to the outbox. */
  fileName: string;
  /** Another recipient than the configured inbox (a staff invitation goes to the person invited). */
  to?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<DeliveryOutcome>;
}

/**
 * Sends through SMTP_URL, or without it writes RFC 822 files a developer can open. SMTP failures
 * of every kind are retried: the recipient is the company's own inbox, so even a 5xx answer means
 * an outage or a setting to fix, and the submission should arrive once it is fixed.
 */
export function createMailer(config: MailConfig): Mailer {
  const envelope = (mail: OutgoingMail) => ({
    from: config.from,
    to: mail.to ?? config.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
  });

  if (!config.smtpUrl) {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      async send(mail) {
        try {
          const { message } = await composer.sendMail(envelope(mail));
          await mkdir(config.outboxDir, { recursive: true });
          const file = path.join(config.outboxDir, mail.fileName.replace(/[^\w.-]/g, '_'));
          // Written whole, then renamed: a reader never sees half a message.
          await writeFile(`${file}.tmp`, message);
          await rename(`${file}.tmp`, file);
          return { ok: true };
        } catch (error) {
          return transientFailure(`Could not write the e-mail file: ${errorText(error)}`);
        }
      },
    };
  }

  const { connectionMs = 10_000, greetingMs = 10_000, socketMs = 20_000 } = config.timeouts ?? {};
  // A new connection per message (no pool): the volume is low and a broken connection never lingers.
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: config.smtpUrl, connectionTimeout: connectionMs, greetingTimeout: greetingMs, socketTimeout: socketMs }),
  );
  return {
    async send(mail) {
      try {
        await transport.sendMail(envelope(mail));
        return { ok: true };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        return transientFailure(`SMTP${code ? ` ${code}` : ''}: ${errorText(error)}`);
      }
    },
  };
}
