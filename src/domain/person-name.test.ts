import { describe, expect, it } from 'vitest';
import { splitFullName } from './person-name';

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
