import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.js';
import type { VerificationStore } from './store.js';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/**
 * Every message is written to the outbox (operators read it at /api/admin/outbox). Email also
 * goes out over SMTP when SMTP settings are given; SMS has no gateway configured here, so the
 * outbox is its only transport.
 */
export function createDelivery({ store, smtp, log }: { store: VerificationStore; smtp: SmtpSettings | null; log: Logger }) {
  const mailer = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.port === 465,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      })
    : null;

  return async function deliver(message: OutgoingMessage): Promise<void> {
    const useSmtp = message.channel === 'email' && mailer !== null;
    const id = await store.insertOutbound({ ...message, transport: useSmtp ? 'smtp' : 'outbox', sentAt: useSmtp ? null : new Date() });
    if (!useSmtp || !smtp) return;
    try {
      await mailer.sendMail({ from: smtp.from, to: message.recipient, subject: message.subject, text: message.body });
      await store.markSent(id, new Date());
    } catch (err) {
      log.warn({ err, outboxId: id }, 'smtp delivery failed');
      await store.markFailed(id, String((err as Error).message).slice(0, 500));
    }
  };
}

export type Deliver = ReturnType<typeof createDelivery>;
