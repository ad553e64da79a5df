import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';

// A member's own language and theme (issue 28): saved on their account, read back on any
// computer, refused with a clear message when not one of the choices.
describe('GET/PUT /api/me/preferences', () => {
  const s = apiSuite();
  const read = async () => {
    const res = await s.call('GET', '/api/me/preferences');
    expect(res.statusCode).toBe(200);
    return res.json<{ language: string | null; theme: string | null }>();
  };

  it('starts with no choice: the browser and the device decide', async () => {
    const newcomer = await s.t.signUp(`prefs-new@bureau.test`);
    const res = await s.t.as(newcomer.headers, { method: 'GET', url: '/api/me/preferences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: null, theme: null });
  });

  it('saves the language and the theme, and reads them back', async () => {
    const saved = await s.call('PUT', '/api/me/preferences', { language: 'fr', theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'fr', theme: 'dark' });
    expect(await read()).toEqual({ language: 'fr', theme: 'dark' });
  });

  it('keeps a field left out, and forgets one set to null', async () => {
    await s.call('PUT', '/api/me/preferences', { language: 'fr', theme: 'light' });
    const language = await s.call('PUT', '/api/me/preferences', { language: 'en' });
    expect(language.json()).toEqual({ language: 'en', theme: 'light' });
    const theme = await s.call('PUT', '/api/me/preferences', { theme: null });
    expect(theme.json()).toEqual({ language: 'en', theme: null });
    expect(await read()).toEqual({ language: 'en', theme: null });
  });

  it('is each member’s own: another account’s choice does not change', async () => {
    await s.call('PUT', '/api/me/preferences', { language: 'en', theme: 'system' });
    const other = await s.t.signUp(`prefs-other@bureau.test`, { role: 'pending' });
    // Even an account waiting for approval chooses its own language.
    const res = await s.t.as(other.headers, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fr', theme: null });
    expect(await read()).toEqual({ language: 'en', theme: 'system' });
  });

  it('refuses a bad value with a clear message and changes nothing', async () => {
    await s.call('PUT', '/api/me/preferences', { language: 'fr', theme: 'dark' });
    const refusals: [unknown, string][] = [
      [{ language: 'de' }, 'language must be en or fr'],
      [{ language: 'FR' }, 'language must be en or fr'],
      [{ theme: 'sepia' }, 'theme must be light, dark or system'],
      [{ language: 'en', theme: 42 }, 'theme must be light, dark or system'],
      [{ language: 'en', font: 'large' }, 'Unrecognized key: "font"'],
    ];
    for (const [body, message] of refusals) {
      const res = await s.call('PUT', '/api/me/preferences', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json<{ error: string; code: string }>();
      expect(answer.code).toBe('validation');
      expect(answer.error).toContain(message);
    }
    expect(await read()).toEqual({ language: 'fr', theme: 'dark' });
  });

  it('answers 401 without a session, and saves nothing', async () => {
    await s.call('PUT', '/api/me/preferences', { language: 'en', theme: 'light' });
    const get = await s.t.app.inject({ method: 'GET', url: '/api/me/preferences' });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ code: 'unauthorized' });
    const put = await s.t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { language: 'fr' },
    });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ code: 'unauthorized' });
    expect(await read()).toEqual({ language: 'en', theme: 'light' });
  });
});
