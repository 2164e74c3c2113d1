import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Outgoing e-mail. One SMTP client per app; tests point it at a local fake server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; `url` is `smtp://user:pass@host:587` or `smtps://...`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // A verification code that arrives minutes late is useless: fail fast and let the user retry.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}
