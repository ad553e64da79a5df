// The rot bench of `npm run bench:throughput` (BENCH_THROUGHPUT_ONLY=rot), issue 29.
import pg from 'pg';
import { processCpuMillis } from './bench-processes';

// BENCH_THROUGHPUT_ONLY=rot: blocks of exchanges while another connection holds a REPEATABLE
// READ transaction open (as a long backup or report would), so no row version written meanwhile
// can be pruned. A booking that updates shared rows reads more dead versions of them at every
// block; one that only appends stays flat.
export const rotBlock = Number(process.env.BENCH_ROT_BLOCK ?? 1_000);
const rotBlocks = Number(process.env.BENCH_ROT_BLOCKS ?? 3);

export async function rotBench(
  url: string,
  block: () => Promise<{ rps: number; cpuPerRequest: number; pgCpuPerRequest: number }>,
) {
  const held = new pg.Client({ connectionString: url });
  await held.connect();
  try {
    await held.query('begin isolation level repeatable read');
    await held.query('select count(*) from accounts');
    // The CPU of the bench database's own backends (the app's pool): on a shared machine the
    // whole server's CPU counts other databases' work too.
    const backends = async () =>
      processCpuMillis(
        (
          await held.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database()
               and backend_type = 'client backend' and pid <> pg_backend_pid()`,
          )
        ).rows.map((row) => row.pid),
      );
    const blocks = [];
    for (let i = 1; i <= rotBlocks; i++) {
      const before = await backends();
      const measured = await block();
      const after = await backends();
      let own = 0;
      for (const [pid, millis] of after) own += millis - (before.get(pid) ?? 0);
      blocks.push(measured);
      const first = blocks[0] ?? measured;
      console.log(
        `block ${i} (${rotBlock} exchanges, a snapshot held): ${measured.rps.toFixed(0)} req/s` +
          ` (${(measured.rps / first.rps).toFixed(2)}x the first), app CPU` +
          ` ${measured.cpuPerRequest.toFixed(2)} ms, PostgreSQL CPU` +
          ` ${measured.pgCpuPerRequest.toFixed(2)} ms (its backends ${(own / rotBlock).toFixed(2)} ms)` +
          ' per exchange',
      );
    }
    await held.query('commit');
  } finally {
    await held.end();
  }
}
