import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { subjectProblem } = require('../../../scripts/commit-subject.cjs') as {
  subjectProblem(message: string): string | null;
};
const HOOK = new URL('../../../.githooks/commit-msg', import.meta.url).pathname;

// The hook as git runs it: the message in a file, refused by a non-zero exit.
function hook(message: string): { ok: boolean; said: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  try {
    execFileSync(HOOK, [file], { stdio: 'pipe' });
    return { ok: true, said: '' };
  } catch (error) {
    return { ok: false, said: String((error as { stderr: Buffer }).stderr) };
  }
}

describe('a commit subject', () => {
  it('of at most 72 characters passes, its body as long as it likes', () => {
    const subject = 'x'.repeat(72);
    expect(subjectProblem(`${subject}\n\n${'why '.repeat(100)}`)).toBeNull();
    expect(hook(`# a comment git adds\n${subject}\n`).ok).toBe(true);
  });

  it('longer than 72 characters is refused by the commit-msg hook, saying why', () => {
    const refused = hook(`${'y'.repeat(73)}\n\nbody`);
    expect(refused.ok).toBe(false);
    expect(refused.said).toContain('the subject is 73 characters; keep it to 72');
  });

  it('counts characters, not bytes, and refuses an empty message', () => {
    expect(subjectProblem('é'.repeat(72))).toBeNull();
    expect(subjectProblem('\n# only comments\n')).toBe('the subject is empty');
  });
});
