import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockedPackage = { engines?: { node?: string } | string[]; optional?: boolean };
type Manifest = { engines: { node: string } };

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')) as T;

describe('the Node.js versions the README supports', () => {
  const manifest = read<Manifest>('package.json');
  const oldestSupported = semver.minVersion(manifest.engines.node);

  it('is a range with an oldest version', () => {
    expect(oldestSupported?.version).toBe('20.19.0');
  });

  // npm warns EBADENGINE for any installed package whose `engines.node` leaves the running
  // Node.js out: every locked package must accept the oldest Node.js we claim to support.
  it('is accepted by every locked package, so npm install warns of no engine', () => {
    const lock = read<{ packages: Record<string, LockedPackage> }>('package-lock.json');
    const refusing = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!wanted || !oldestSupported) return [];
      return semver.satisfies(oldestSupported, wanted) ? [] : [`${path} wants Node ${wanted}`];
    });
    expect(refusing).toEqual([]);
  });
});
