import { describe, expect, it } from 'vitest';
import { updateSettingBody } from './settings';

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
