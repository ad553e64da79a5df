import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

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
  const { smtpUrl } = opts;
  // The mail library loads with the first email, not at every start of a server that may
  // never send one.
  let transport: Transporter | undefined;
  return {
    async sendEmailConfirmation(to, url) {
      if (!smtpUrl) {
        opts.logger.info({ to }, `Email confirmation link for ${to}: ${url}`);
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
