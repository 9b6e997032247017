// Tests' view of the structured log (./log.ts): the lines a test writes, parsed, from level debug on.
import { afterEach, beforeEach } from 'vitest';
import { setLogLevel, setLogSink } from './log';

/**
 * Collects, for each test of the calling file, the log lines it writes (every level from debug on). The
 * array is emptied before each test; after it, lines go to the console again at LOG_LEVEL.
 */
export function captureLogLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    lines.length = 0;
    setLogSink((line) => lines.push(JSON.parse(line)));
    setLogLevel('debug');
  });
  afterEach(() => {
    setLogSink(null);
    setLogLevel(null);
  });
  return lines;
}
