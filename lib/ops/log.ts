// The one logger of the site server, the site's server code and the backend: a JSON object per line,
// `{"time","level","msg","requestId",…fields}`, debug and info on standard output, warn and error on
// standard error through console.error (a test that quiets it quiets them too; info lines, the access log
// among them, skip console's formatting). The request id is the running request's
// (lib/ops/request-context.ts) unless a field gives it. Fields pass through lib/ops/redact.ts: no password,
// token, cookie, code or personal data reaches the log, whatever a caller hands in.
// LOG_LEVEL: debug, info (default; warn under the tests), warn, error or silent.
// Relative imports only: plain Node loads this file.
import { currentRequestId } from './request-context.ts';
import { isSecretKey, redact, REDACTED } from './redact.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function levelFromEnv(): number {
  const configured = (process.env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (configured in RANK) return RANK[configured as LogLevel];
  return process.env.NODE_ENV === 'test' ? RANK.warn : RANK.info;
}

type Sink = (line: string, level: LogLevel) => void;

const toConsole: Sink = (line, level) => {
  if (level === 'warn' || level === 'error') console.error(line);
  else process.stdout.write(`${line}\n`);
};
let threshold: number | undefined;
let sink: Sink = toConsole;

/** Replaces where lines go (tests); null puts the console back. */
export function setLogSink(next: Sink | null): void {
  sink = next ?? toConsole;
}

/** Sets the level (tests); null reads LOG_LEVEL again. */
export function setLogLevel(level: LogLevel | 'silent' | null): void {
  threshold = level === null ? undefined : RANK[level];
}

export function logEnabled(level: LogLevel): boolean {
  threshold ??= levelFromEnv();
  return RANK[level] >= threshold;
}

function write(level: LogLevel, msg: string, fields?: LogFields): void {
  if (!logEnabled(level)) return;
  const line: LogFields = { time: new Date().toISOString(), level, msg: redact(msg) };
  const requestId = fields?.requestId ?? currentRequestId();
  if (requestId !== undefined) line.requestId = requestId;
  if (fields) {
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'requestId' || value === undefined) continue;
      line[key] = isSecretKey(key) ? REDACTED : redact(value, 1);
    }
  }
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    text = JSON.stringify({ time: line.time, level, msg: line.msg, requestId: line.requestId, unserializable: true });
  }
  sink(text, level);
}

export const log = {
  debug: (msg: string, fields?: LogFields) => write('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};
