import { afterEach, describe, expect, it } from 'vitest';
import { markProgressFailed, PROGRESS_FAILED_CLASS, progressDone, progressStart, resetProgress } from './progress';

afterEach(() => resetProgress());

describe('progress bar', () => {
  it('renders a decorative bar (no invalid ARIA role) and marks a failed request', () => {
    progressStart();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    markProgressFailed();
    expect(bar?.classList.contains(PROGRESS_FAILED_CLASS)).toBe(true);
    progressDone(true);
  });
});
