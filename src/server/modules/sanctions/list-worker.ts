import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ListFormatError, type SanctionsSource } from '@domain/sanctions/list-entry';
import { readListFile, type ListFile } from './list-file';

// The thread that reads list files (read-off-thread.ts): each message is one file, each answer
// its reading or why it is refused. This module is loaded only with import(), never imported
// statically: the server's build then gives it a file of its own that the thread can load (a
// static import would put it in the server's main file, which starts a server).

export const LIST_READER = 'sanctions-list-reader';
export const listWorkerUrl = import.meta.url;

export type ListJob = { id: number; source: SanctionsSource; content: string };
/** The file read; refused (a ListFormatError's message); or failed (a bug: its stack). */
export type ListAnswer = { file: ListFile } | { refused: string } | { failed: string };

function answer(job: ListJob): ListAnswer {
  try {
    return { file: readListFile(job.source, job.content) };
  } catch (error) {
    if (error instanceof ListFormatError) return { refused: error.message };
    return { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

if (!isMainThread && workerData === LIST_READER) {
  parentPort?.on('message', (job: ListJob) => {
    parentPort?.postMessage({ id: job.id, answer: answer(job) });
  });
}
