import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export function mailNotConfigured(to: string): string {
  return `No confirmation email sent to ${to}: SMTP_URL is not set. An owner approves new staff on the Staff page.`;
}

export type Mailer = {
  sendEmailConfirmation(to: string, url: string): Promise<void>;
};

// With SMTP_URL the link is mailed. Without it nothing carrying the link's token is written
// anywhere: a log line is read by more people than the account's owner (docs/decisions/0003).
// Confirming the address is not needed to work; the owner's approval on the Staff page is.
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = opts;
  // The mail library loads with the first email, not at every start of a server that may
  // never send one.
  let transport: Transporter | undefined;
  return {
    async sendEmailConfirmation(to, url) {
      if (!smtpUrl) {
        opts.logger.info({ to }, mailNotConfigured(to));
        return;
      }
      transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
      await transport.sendMail({
        from: opts.from,
        to,
        subject: 'Confirm your email address',
        text: `Welcome to the bureau back office.\n\nConfirm your email address by opening this link:\n${url}\n`,
      });
    },
  };
}
