import { createConnection, type Socket } from 'node:net';
import type { PrinterAddress } from '@domain/receipt-printer';
import { PAPER_STATUS_REQUEST, paperOut } from './escpos';

// A network receipt printer spoken to over raw TCP (port 9100): one connection per receipt,
// which first asks the paper sensor's status, then sends the job. Every step has a deadline, so
// a printer switched off, unplugged or jammed answers the teller in seconds.

export type PrinterFault = 'offline' | 'paper_out';

export class PrinterFailure extends Error {
  constructor(
    readonly fault: PrinterFault,
    cause?: unknown,
  ) {
    super(fault === 'offline' ? 'the printer does not answer' : 'the printer is out of paper', {
      cause,
    });
  }
}

export type PrinterConnection = {
  /** Sends the job and waits until it has left for the printer; then the connection closes. */
  send(job: Uint8Array): Promise<void>;
  close(): void;
};

function withDeadline<T>(
  socket: Socket,
  timeoutMs: number,
  run: (done: { resolve: (value: T) => void; reject: (error: unknown) => void }) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('error', onError);
      socket.off('close', onClose);
    };
    const fail = (error: unknown) => {
      cleanup();
      reject(error instanceof PrinterFailure ? error : new PrinterFailure('offline', error));
    };
    const onError = (error: Error) => fail(error);
    const onClose = () => fail(new Error('the printer closed the connection'));
    const timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', onError);
    socket.on('close', onClose);
    run({
      resolve: (value) => {
        cleanup();
        resolve(value);
      },
      reject: fail,
    });
  });
}

/**
 * Connects to the printer and asks its paper status (DLE EOT 4): a printer that refuses, does
 * not answer in time or closes is `offline`; one whose roll has run out is `paper_out`.
 */
export async function connectPrinter(
  address: PrinterAddress,
  timeoutMs: number,
): Promise<PrinterConnection> {
  const socket = createConnection({ host: address.host, port: address.port });
  socket.setNoDelay(true);
  // An error after the caller is done (a reset as the printer closes) has no one to tell.
  socket.on('error', () => undefined);
  try {
    await withDeadline<void>(socket, timeoutMs, ({ resolve }) => {
      socket.once('connect', () => resolve());
    });
    const status = await withDeadline<number>(socket, timeoutMs, ({ resolve }) => {
      socket.once('data', (data: Buffer) => resolve(data[0] ?? 0));
      socket.write(Uint8Array.from(PAPER_STATUS_REQUEST));
    });
    if (paperOut(status)) throw new PrinterFailure('paper_out');
  } catch (error) {
    socket.destroy();
    throw error;
  }
  return {
    send: (job) =>
      withDeadline<void>(socket, timeoutMs, ({ resolve }) => {
        socket.end(job, () => resolve());
      }).finally(() => socket.destroy()),
    close: () => socket.destroy(),
  };
}
