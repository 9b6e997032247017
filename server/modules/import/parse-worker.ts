// The parse worker's entry (started by parse-pool.ts with time and memory limits): one job at a time.
import { parentPort } from 'node:worker_threads';
import { answer, type ParseJob } from './parse-job.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread only');
port.on('message', (message: { id: number; job: ParseJob }) => {
  void answer(message.id, message.job).then((reply) => port.postMessage(reply));
});
