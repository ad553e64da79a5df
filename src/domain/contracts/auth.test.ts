import { describe, expect, it } from 'vitest';
import { signInInput, signUpInput } from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('sign-in and sign-up input', () => {
  it('requires email and password', () => {
    expect(messages(signInInput.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('accepts a sign-up without names, trimming what is given', () => {
    const parsed = signUpInput.parse({
      first_name: '  Ada ',
      last_name: '',
      email: ' ada@bureau.test ',
      password: 'long enough',
    });
    expect(parsed).toEqual({
      first_name: 'Ada',
      last_name: '',
      email: 'ada@bureau.test',
      password: 'long enough',
    });
  });

  it('refuses a malformed email and a short password', () => {
    expect(
      messages(
        signUpInput.safeParse({ first_name: '', last_name: '', email: 'nope', password: 'short' }),
      ),
    ).toEqual(['Invalid email address', 'Password must be at least 8 characters']);
  });
});
