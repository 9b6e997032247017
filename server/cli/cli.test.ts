import { describe, expect, it } from 'vitest';
import { parseArgs, run } from './index.ts';

describe('ops CLI', () => {
  it('parses commands and options', () => {
    expect(parseArgs(['outbox', '--to', 'a@b.co', '--limit=3'])).toEqual({ command: 'outbox', options: { to: 'a@b.co', limit: '3' } });
    expect(parseArgs([])).toEqual({ command: 'help', options: {} });
  });

  it('help lists the commands; an unknown command answers 2', async () => {
    const lines: string[] = [];
    expect(await run(['help'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/outbox[\s\S]*login-code[\s\S]*pre-auth-code[\s\S]*set-password/);
    expect(await run(['nope'], () => {})).toBe(2);
  });
});
