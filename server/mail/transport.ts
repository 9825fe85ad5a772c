// Where a rendered message goes: an SMTP server through nodemailer (SMTP_URL), or, on the embedded default,
// nowhere further than the outbox row itself ("delivered to the outbox", readable in the /dev console).
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** stable per outbox row, so a receiver can tell a repeat apart */
  messageId: string;
}

export interface MailTransport {
  /** 'smtp' sends; 'outbox' keeps the message in the outbox row */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The embedded default: nothing leaves the process; the worker stores the rendered message on the row. */
export const outboxTransport: MailTransport = {
  kind: 'outbox',
  async send() {},
  close() {},
};

// Each bound is well under the worker's lease, so a stalled server fails a send before the lease runs out
// (and another worker could take the message).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

export function transportFromConfig(config: { SMTP_URL?: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport;
}
