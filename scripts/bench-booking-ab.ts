// Two (or more) versions of the booking's database work side by side (issue 48): each kept by
// `BENCH_KEEP=1 BENCH_THROUGHPUT_ONLY=exchange npm run bench:throughput` on a version of the
// code (its database, and its recorded pgbench script with `<script>.options.json`), replayed
// by pgbench at 4 clients in interleaved rounds beside `pgbench -b tpcb-like` on a scratch
// database of the same server, so that a busy machine slows every one alike. Prints, per
// version, the median transactions per second, PostgreSQL's CPU per transaction (every
// postgres process of the server, the backends that exited included) and the ratio to
// tpcb-like in the same rounds.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     npx tsx scripts/bench-booking-ab.ts before=<db>:<script> after=<db>:<script>
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { pgbench, seconds } from './bench-load';
import { median } from './bench-processes';

const run = promisify(execFile);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const urlOf = (database: string) => Object.assign(new URL(server), { pathname: `/${database}` });

type Version = { label: string; url: string; options: string[] };
type Run = Awaited<ReturnType<typeof pgbench>>;

const versions: Version[] = await Promise.all(
  process.argv.slice(2).map(async (argument) => {
    const [label, rest] = argument.split('=') as [string, string];
    const [database, script] = rest.split(':') as [string, string];
    const options = JSON.parse(await readFile(`${script}.options.json`, 'utf8')) as string[];
    return { label, url: urlOf(database).href, options };
  }),
);
const scratch = urlOf(`bench_ab_${process.pid}`);
await run('psql', [server.href, '-qc', `create database ${scratch.pathname.slice(1)}`]);
try {
  await run('pgbench', ['-i', '-q', scratch.href]);
  const tpcb: Run[] = [];
  const measured = new Map(versions.map((v) => [v.label, [] as Run[]]));
  for (let round = 1; round <= rounds; round += 1) {
    const said = [];
    const base = await pgbench(scratch.href, ['-b', 'tpcb-like']);
    tpcb.push(base);
    said.push(`tpcb-like ${base.tps.toFixed(0)}`);
    // Each round starts with a different version, so neither always follows tpcb-like.
    const order = versions.map((_, i) => versions[(i + round) % versions.length] as Version);
    for (const version of order) {
      const replayed = await pgbench(version.url, version.options);
      measured.get(version.label)?.push(replayed);
      said.push(`${version.label} ${replayed.tps.toFixed(0)}`);
    }
    console.log(`round ${round}: ${said.join(', ')} TPS`);
  }
  const base = median(tpcb.map((m) => m.tps));
  console.log(`${rounds} rounds of ${seconds} s at 4 clients, medians:`);
  console.log(
    `  tpcb-like            ${base.toFixed(0).padStart(6)} TPS  ` +
      `${median(tpcb.map((m) => m.pgCpuPerTransaction)).toFixed(2)} ms PostgreSQL CPU`,
  );
  for (const [label, runs] of measured) {
    const tps = median(runs.map((m) => m.tps));
    const ratios = runs.map((m, i) => m.tps / (tpcb[i]?.tps ?? NaN));
    console.log(
      `  ${label.padEnd(20)} ${tps.toFixed(0).padStart(6)} TPS  ` +
        `${median(runs.map((m) => m.pgCpuPerTransaction)).toFixed(2)} ms PostgreSQL CPU  ` +
        `${median(ratios).toFixed(2)}x tpcb-like (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  await run('psql', [
    server.href,
    '-qc',
    `drop database if exists ${scratch.pathname.slice(1)} with (force)`,
  ]);
}
