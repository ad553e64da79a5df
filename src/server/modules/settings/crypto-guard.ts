import { CRYPTO_DISABLED_MESSAGE, SETTING_KEYS } from '@domain/contracts/settings';
import type { Database, Tx } from '../../db/client';
import { unprocessable } from '../../http-errors';
import { readFlag } from './queries';

/** Crypto writes are refused while the crypto_enabled flag is off (422, as for currencies). */
export async function assertCryptoEnabled(db: Database | Tx): Promise<void> {
  if (!(await readFlag(db, SETTING_KEYS.cryptoEnabled, false))) {
    throw unprocessable(CRYPTO_DISABLED_MESSAGE, 'crypto_disabled');
  }
}
