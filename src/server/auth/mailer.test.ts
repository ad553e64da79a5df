import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMailer } from './mailer';

// A local SMTP server stands in for the bureau's mail relay.
describe('sign-up confirmation email', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Bureau <no-reply@bureau.test>',
      PUBLIC_URL: 'https://bureau.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a confirmation link that verifies the address', async () => {
    const email = 'confirm-me@bureau.test';
    await t.signUp(email);
    await expect.poll(() => received.length).toBe(1);
    const message = received[0] ?? '';
    expect(message).toContain('To: confirm-me@bureau.test');
    expect(message).toContain('Subject: Confirm your email address');
    const link = /https:\/\/bureau\.example\/api\/auth\/verify-email\?token=[^\s]+/.exec(
      message.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[0];
    expect(link).toBeDefined();

    // Opened in a browser with no session: the address is confirmed, nobody is signed in.
    const url = new URL(link ?? '');
    const verify = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/');
    expect(verify.headers['set-cookie']).toBeUndefined();
    expect(verify.headers['set-auth-token']).toBeUndefined();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    expect(signIn.json().user.emailVerified).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  it('logs that no email was sent and where staff are approved, never the link', async () => {
    const lines: string[] = [];
    const logger = { info: (_fields: unknown, line: string) => lines.push(line) };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Bureau <no-reply@bureau.test>',
      logger: logger as unknown as FastifyBaseLogger,
    });
    await mailer.sendEmailConfirmation(
      'a@bureau.test',
      'http://localhost:8787/api/auth/verify-email?token=secret-token',
    );
    expect(lines).toEqual([
      'No confirmation email sent to a@bureau.test: SMTP_URL is not set. An owner approves new staff on the Staff page.',
    ]);
  });
});
