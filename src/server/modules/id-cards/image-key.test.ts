import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { idImageKeySource, keyIdOf } from './image-key';
import { openImage, sealImage } from './image-seal';

// The key that seals ID photos (docs/decisions/0054): ID_IMAGE_KEY, or a file in DATA_DIR made
// once; and the seal, which a wrong key, card or side cannot open.
describe('the ID photo key and seal', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bureau-image-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses ID_IMAGE_KEY when set, and refuses one that is not 32 bytes', async () => {
    const base64 = Buffer.alloc(32, 9).toString('base64');
    const key = await idImageKeySource(base64, folder()).get({ create: false });
    expect(key.id).toBe(keyIdOf(Buffer.alloc(32, 9)));
    expect(() => loadConfig({ ID_IMAGE_KEY: 'c2hvcnQ=' })).toThrow(
      'ID_IMAGE_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    );
  });

  it('makes one key file on first store, shared by every reader after', async () => {
    const dir = folder();
    await expect(idImageKeySource(undefined, dir).get({ create: false })).rejects.toThrow(
      'The key that encrypts ID photos is missing: restore the id-image-key file or ID_IMAGE_KEY',
    );
    const [a, b] = await Promise.all([
      idImageKeySource(undefined, dir).get({ create: true }),
      idImageKeySource(undefined, dir).get({ create: true }),
    ]);
    expect(a?.id).toBe(b?.id);
    const later = await idImageKeySource(undefined, dir).get({ create: false });
    expect(later.key.equals(a.key)).toBe(true);
  });

  it('opens a photo only with its key, card and side', async () => {
    const key = await idImageKeySource(undefined, folder()).get({ create: true });
    const other = await idImageKeySource(undefined, folder()).get({ create: true });
    const image = Buffer.from('a photo of a passport');
    const stored = sealImage(key, 'card-1', 'front', image);
    expect(openImage(key, 'card-1', 'front', stored).equals(image)).toBe(true);
    expect(() => openImage(other, 'card-1', 'front', stored)).toThrow();
    expect(() => openImage(key, 'card-2', 'front', stored)).toThrow();
    expect(() => openImage(key, 'card-1', 'back', stored)).toThrow();
  });
});
