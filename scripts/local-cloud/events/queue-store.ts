import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LocalQueue, QueueSnapshot } from './local-queue.ts';

/**
 * Messages still queued when the plane stops (an email waiting for SES to come back, say) are
 * written to a file and put back at the next start, so a restart of `npm start` loses nothing.
 */
export async function saveQueues<T>(file: string, queues: ReadonlyMap<string, LocalQueue<T>>) {
  const snapshots: Record<string, QueueSnapshot<T>> = {};
  for (const [name, queue] of queues) {
    const snapshot = queue.snapshot();
    if (snapshot.messages.length > 0 || snapshot.deadLetters.length > 0) snapshots[name] = snapshot;
  }
  if (Object.keys(snapshots).length === 0) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(snapshots)}\n`);
}

/** Restores the saved messages, then removes the file (they live in memory again). */
export async function loadQueues<T>(file: string, queues: ReadonlyMap<string, LocalQueue<T>>) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const snapshots = JSON.parse(text) as Record<string, QueueSnapshot<T>>;
  for (const [name, snapshot] of Object.entries(snapshots)) queues.get(name)?.restore(snapshot);
  await rm(file, { force: true });
}
