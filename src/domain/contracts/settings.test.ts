import { describe, expect, it } from 'vitest';
import { settingValueSchema, updateSettingBody } from './settings';

describe('updateSettingBody', () => {
  it('names the missing value in plain words', () => {
    const result = updateSettingBody.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['value is required']);
  });

  it('leaves the shape of a present value to the per-key schema', () => {
    expect(updateSettingBody.safeParse({ value: { enabled: true } }).success).toBe(true);
    expect(updateSettingBody.safeParse({ value: null }).success).toBe(true);
  });
});

describe('settingValueSchema', () => {
  // A value nested far deeper than any request may carry still cannot overflow the stack.
  it('finds a NUL character at any depth', () => {
    let deep: unknown = { leaf: 'bad\u0000' };
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    const result = settingValueSchema('any_key').safeParse(deep);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'value contains an invalid character',
    ]);
  });
});
