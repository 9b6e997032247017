// The processes of the replicas test: each in its own process group, its output in a log file (each site
// runs from its own copy of the build: ../site-build-copy.mjs).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Service {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startService(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): Service {
  const log = path.join(options.logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, log, exited };
}

export function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits until `url` answers 200 (the service's log when it exits or the time is up). */
export async function waitFor(service: Service, url: string, timeoutMs: number): Promise<void> {
  const since = Date.now();
  let gone = false;
  void service.exited.then(() => (gone = true));
  let last = 'no answer';
  while (Date.now() - since < timeoutMs) {
    if (gone) throw new Error(`${service.name} exited before answering ${url}:\n${tail(service.log)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = ((error as Error).cause as { code?: string } | undefined)?.code ?? (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name}: ${url} not ready after ${timeoutMs / 1000} s (${last}):\n${tail(service.log)}`);
}

export function killGroup(service: Service, signal: NodeJS.Signals): void {
  try {
    process.kill(-service.child.pid!, signal);
  } catch {
    /* gone */
  }
}
