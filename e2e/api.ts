import { expect, type APIResponse } from '@playwright/test';

/** The answer's body, once its status says the request succeeded (with the body if not). */
export async function ok<T>(res: Promise<APIResponse>): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}
