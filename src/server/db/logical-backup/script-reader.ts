import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { RestoreRefusedError } from './restore-refused';

const NEWLINE = 0x0a;
// The line that ends a COPY block's rows. A row never holds a bare newline (COPY's text format
// writes it as \n), so the marker is found by bytes, without reading the rows.
const END_OF_DATA = Buffer.from('\\.\n');
const NEWLINE_END_OF_DATA = Buffer.from('\n\\.\n');
// The script's own lines are short; a longer one is not a backup.
const LONGEST_LINE = 1 << 20;

// zlib's complaint about bytes that are no gzip, or a gzip cut short or damaged.
const isZlibError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^Z_/.test((error as { code: string }).code);

/**
 * Reads a gzipped backup script: its lines one at a time, and a COPY block's rows in the chunks
 * they come in, so a table of a million rows passes through without being held.
 */
export class ScriptReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly gunzip = createGunzip();
  lineNumber = 0;

  constructor(input: Readable) {
    // An error of the input (an unreadable file) ends the gunzip stream with it.
    pipeline(input, this.gunzip, () => {});
    this.chunks = this.gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  close(): void {
    this.gunzip.destroy();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch (error) {
      if (!isZlibError(error)) throw error;
      throw new RestoreRefusedError(
        this.lineNumber === 0
          ? "This file is not a backup of the bureau's database; nothing was changed."
          : `The backup is damaged or cut short after line ${this.lineNumber} (${(error as Error).message}); nothing was changed.`,
      );
    }
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length > 0 ? Buffer.concat([this.buffer, next.value]) : next.value;
    return true;
  }

  /** The next line without its newline; null at the end of the file. */
  async line(): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE);
      if (end >= 0) {
        const line = this.buffer.toString('utf8', 0, end);
        this.buffer = this.buffer.subarray(end + 1);
        this.lineNumber += 1;
        return line;
      }
      if (this.buffer.length > LONGEST_LINE) {
        throw new RestoreRefusedError(
          `Line ${this.lineNumber + 1} of the backup is too long for a bureau backup; nothing was changed.`,
        );
      }
      if (!(await this.more())) {
        if (this.buffer.length === 0) return null;
        const last = this.buffer.toString('utf8');
        this.buffer = Buffer.alloc(0);
        this.lineNumber += 1;
        return last;
      }
    }
  }

  /**
   * A COPY block's rows, handed to `write` in chunks of whole lines, up to the `\.` line (which
   * is read, not handed on). The buffer always starts at a line's start here.
   */
  async copyRows(write: (rows: Buffer) => Promise<void>): Promise<void> {
    for (;;) {
      const buffer = this.buffer;
      if (buffer.subarray(0, END_OF_DATA.length).equals(END_OF_DATA)) {
        this.buffer = buffer.subarray(END_OF_DATA.length);
        return;
      }
      const end = buffer.indexOf(NEWLINE_END_OF_DATA);
      if (end >= 0) {
        await write(buffer.subarray(0, end + 1));
        this.buffer = buffer.subarray(end + NEWLINE_END_OF_DATA.length);
        return;
      }
      // Whole lines go on; a line begun at the chunk's end waits for the rest of it.
      const lastNewline = buffer.lastIndexOf(NEWLINE);
      if (lastNewline >= 0) {
        await write(buffer.subarray(0, lastNewline + 1));
        this.buffer = buffer.subarray(lastNewline + 1);
      }
      if (!(await this.more())) {
        throw new RestoreRefusedError(
          'The backup ends in the middle of a table: the file is cut short; nothing was changed.',
        );
      }
    }
  }
}
