import { describe, expect, it } from 'vitest';
import { displayName, splitFullName } from './person-name';

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Ana  María de la Cruz ')).toEqual({
      first_name: 'Ana',
      last_name: 'María de la Cruz',
    });
    expect(splitFullName('Ana')).toEqual({ first_name: 'Ana', last_name: '' });
    expect(splitFullName('   ')).toEqual({ first_name: '', last_name: '' });
  });
});

describe('displayName', () => {
  it('joins the first and last name, or falls back to the email', () => {
    expect(displayName({ first_name: 'Ana', last_name: 'Cruz', email: 'a@b.test' })).toBe(
      'Ana Cruz',
    );
    expect(displayName({ first_name: '', last_name: 'Cruz', email: 'a@b.test' })).toBe('Cruz');
    expect(displayName({ email: 'a@b.test' })).toBe('a@b.test');
  });
});
