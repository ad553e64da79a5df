import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ID_IMAGE_MESSAGES } from '@domain/contracts/id-card-images';
import { unavailable } from '../../http-errors';

// The key that seals photos of ID documents (docs/decisions/0054), kept apart from the
// database so that a backup of the database alone reveals no image: ID_IMAGE_KEY, or else the
// file DATA_DIR/id-image-key (32 random bytes in base64, mode 0600), written when the first
// photo is stored. Several instances of the app must share ID_IMAGE_KEY.
export type IdImageKey = { key: Buffer; id: string };

export type IdImageKeySource = {
  /** The key, made on first use when `create` and none is set. */
  get(options: { create: boolean }): Promise<IdImageKey>;
};

export const KEY_FILE = 'id-image-key';

/** Which key sealed a photo: the first 16 hex digits of the key's SHA-256, stored beside it. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

const asKey = (base64: string): IdImageKey | null => {
  const key = Buffer.from(base64.trim(), 'base64');
  return key.length === 32 ? { key, id: keyIdOf(key) } : null;
};

async function readKeyFile(file: string): Promise<IdImageKey | null> {
  try {
    const key = asKey(await readFile(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a key of 32 bytes in base64`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// 'wx': two instances starting their first photo at once cannot both write a key; the second
// reads the first's.
async function writeKeyFile(file: string): Promise<IdImageKey> {
  await mkdir(path.dirname(file), { recursive: true });
  const text = randomBytes(32).toString('base64');
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(text + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = await readKeyFile(file);
  if (!key) throw new Error(`${file} could not be written`);
  return key;
}

export function idImageKeySource(
  configured: string | undefined,
  dataDir: string,
): IdImageKeySource {
  const fixed = configured ? asKey(configured) : null;
  if (configured && !fixed) throw new Error('ID_IMAGE_KEY must be 32 bytes in base64');
  const file = path.join(dataDir, KEY_FILE);
  let known: IdImageKey | null = fixed;
  return {
    async get({ create }) {
      if (known) return known;
      known = (await readKeyFile(file)) ?? (create ? await writeKeyFile(file) : null);
      if (!known) throw unavailable(ID_IMAGE_MESSAGES.keyMissing);
      return known;
    },
  };
}
