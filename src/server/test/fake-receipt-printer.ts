import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';

// A network receipt printer for tests (docs/decisions/0060): a TCP server that reads ESC/POS as
// a printer does and keeps each job as what it would have printed, decoded back into text lines
// in the character table the job selected, with its drawer pulses and cuts. It answers the
// paper sensor's status (DLE EOT 4) as a ready printer or, set so, one out of paper; set
// offline it refuses connections, and set to hang it takes them and never answers.

export type FakePrinterMode = 'ready' | 'paper_out' | 'refuse' | 'hang';

export type PrintedJob = {
  lines: string[];
  /** The character tables selected (ESC t n), in order. */
  tables: number[];
  drawerPulses: number;
  cuts: number;
};

export type FakeReceiptPrinter = {
  /** host:port, as a till's printer address takes it. */
  address: string;
  /** The jobs received, each once its connection has closed; status queries alone are none. */
  jobs: PrintedJob[];
  /** Resolves once `count` jobs have been received (a job lands when its connection closes). */
  jobCount(count: number): Promise<PrintedJob[]>;
  setMode(mode: FakePrinterMode): void;
  close(): Promise<void>;
};

// The tables this fake reads (Epson's numbering).
const TABLES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 4: 'cp863', 19: 'cp858' };

// Status bytes of DLE EOT 4: fixed bits 1 and 4; bits 5 and 6 when the paper has run out.
const PAPER_PRESENT = 0x12;
const PAPER_END = 0x12 | 0x60;

/** Decodes one job's bytes as a printer would print them (an unknown command throws). */
export function decodeJob(bytes: Uint8Array): PrintedJob {
  const job: PrintedJob = { lines: [], tables: [], drawerPulses: 0, cuts: 0 };
  let table = 0;
  let text: number[] = [];
  const endLine = () => {
    job.lines.push(iconv.decode(Buffer.from(text), TABLES[table] ?? 'cp437'));
    text = [];
  };
  let i = 0;
  const at = (offset: number) => {
    const value = bytes[i + offset];
    if (value === undefined) throw new Error(`a command is cut short at byte ${i}`);
    return value;
  };
  while (i < bytes.length) {
    const byte = at(0);
    if (byte === 0x0a) {
      endLine();
      i += 1;
    } else if (byte === 0x1b) {
      const command = at(1);
      if (command === 0x40) {
        table = 0;
        i += 2;
      } else if (command === 0x74) {
        table = at(2);
        job.tables.push(table);
        i += 3;
      } else if (command === 0x70) {
        at(4);
        job.drawerPulses += 1;
        i += 5;
      } else if (command === 0x64 || command === 0x45 || command === 0x61) {
        // ESC d n (feed), ESC E n (bold), ESC a n (alignment): nothing to record.
        at(2);
        i += 3;
      } else {
        throw new Error(`unknown command ESC 0x${command.toString(16)} at byte ${i}`);
      }
    } else if (byte === 0x1d && at(1) === 0x56) {
      const mode = at(2);
      job.cuts += 1;
      // GS V m (0, 1, 48, 49) or GS V m n (65, 66).
      i += mode === 65 || mode === 66 ? 4 : 3;
    } else if (byte === 0x10 && at(1) === 0x04) {
      i += 3;
    } else if (byte < 0x20) {
      throw new Error(`unknown control byte 0x${byte.toString(16)} at byte ${i}`);
    } else {
      text.push(byte);
      i += 1;
    }
  }
  if (text.length > 0) endLine();
  return job;
}

export async function startFakeReceiptPrinter(): Promise<FakeReceiptPrinter> {
  let mode: FakePrinterMode = 'ready';
  const jobs: PrintedJob[] = [];
  const sockets = new Set<Socket>();
  const waiting: { count: number; resolve: (jobs: PrintedJob[]) => void }[] = [];
  const landed = () => {
    for (const wait of waiting.filter((w) => jobs.length >= w.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve([...jobs]);
    }
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'refuse') {
      socket.destroy();
      return;
    }
    const received: number[] = [];
    socket.on('data', (data: Buffer) => {
      if (mode === 'hang') return;
      for (let i = 0; i < data.length; i += 1) {
        // DLE EOT 4 is answered at once, whatever else the connection carries.
        if (data[i] === 0x10 && data[i + 1] === 0x04 && data[i + 2] === 0x04) {
          socket.write(Uint8Array.from([mode === 'paper_out' ? PAPER_END : PAPER_PRESENT]));
          i += 2;
        } else {
          received.push(data[i] ?? 0);
        }
      }
    });
    socket.on('end', () => {
      if (received.length > 0) jobs.push(decodeJob(Uint8Array.from(received)));
      socket.end();
      landed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    jobs,
    jobCount: (count) =>
      new Promise((resolve) => {
        waiting.push({ count, resolve });
        landed();
      }),
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
