import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture } from './formats/fixtures';
import { readListOffThread } from './read-off-thread';

// A list file is read in a thread of its own (issue 42): a 12 MB file of numeric character
// references held the server's thread, and /api/health, for 23.7 s.

const referencesList = () =>
  fixture('un-small.xml').replace(/<COMMENTS1>/, `<COMMENTS1>${'&#233;'.repeat(2_000_000)}`);

describe('reading a list off the server thread', () => {
  it(
    'lets a timer set after the reading began fire before the reading answers',
    { timeout: 120_000 },
    async () => {
      // The thread started and its modules loaded: from here on, only the reading takes time.
      expect((await readListOffThread('un', fixture('un-small.xml'))).entry_count).toBe(9);
      const content = referencesList();
      expect(content.length).toBeGreaterThan(12_000_000);
      const order: string[] = [];
      const reading = readListOffThread('un', content).then((file) => {
        order.push('read');
        return file;
      });
      setTimeout(() => order.push('timer'), 0);
      const file = await reading;
      expect(order).toEqual(['timer', 'read']);
      expect(file.entry_count).toBe(9);
    },
  );

  it('answers a file it refuses with a 422 saying why, and reads the next', async () => {
    await expect(readListOffThread('un', '<data-set/>')).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(
        /^The file is not a valid list: The root element is <data-set>, not the UN list's/,
      ),
    });
    const both = await Promise.all([
      readListOffThread('sema', fixture('sema-small.xml')),
      readListOffThread('opensanctions', fixture('opensanctions-small.csv')),
    ]);
    expect(both.map((file) => file.entry_count)).toEqual([6, 5]);
  });

  // Built, the thread loads the file the build made of list-worker.ts: only an import() gives it
  // a file of its own; imported statically it would be in main.js, and the thread would start
  // a second server.
  it('is loaded only with import(), never imported statically', () => {
    const root = new URL('../../', import.meta.url);
    const staticImports = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /^\s*(import|export)\s(?!type\b)[^;]*?from\s+['"][^'"]*list-worker['"]/m.test(
          readFileSync(new URL(file, root), 'utf8'),
        ),
      );
    expect(staticImports).toEqual([]);
  });
});
