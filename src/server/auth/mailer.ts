import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mailer = {
  sendEmailConfirmation(to: string, url: string): Promise<void>;
};

// With SMTP_URL the link is mailed; without it, it is written to the server log so that a
// local installation can still confirm accounts.
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async sendEmailConfirmation(to, url) {
      if (!transport) {
        opts.logger.info({ to }, `Email confirmation link for ${to}: ${url}`);
        return;
      }
      await transport.sendMail({
        from: opts.from,
        to,
        subject: 'Confirm your email address',
        text: `Welcome to the bureau back office.\n\nConfirm your email address by opening this link:\n${url}\n`,
      });
    },
  };
}
