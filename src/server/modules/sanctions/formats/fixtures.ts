import { readFileSync } from 'node:fs';
import { ListFormatError } from '@domain/sanctions/list-entry';

// Reading the list fixtures (src/server/test/fixtures/sanctions) in the format tests.

const DIR = new URL('../../../test/fixtures/sanctions/', import.meta.url);

export function fixture(name: string): string {
  return readFileSync(new URL(name, DIR), 'utf8');
}

/** The ListFormatError a read throws, to assert its message and where. */
export function formatError(read: () => unknown): ListFormatError {
  try {
    read();
  } catch (error) {
    if (error instanceof ListFormatError) return error;
    throw error;
  }
  throw new Error('the file was read without a ListFormatError');
}
