import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '@/locales/zh-Hans.json';
import { confirmDialog, copyToClipboard, setFeedbackCloseLabel, showErrorToast } from './feedback';
import { configureHttp } from './http';

beforeEach(() => {
  document.body.innerHTML = '';
  configureHttp({ locale: 'zh-Hans', messages: zh.errors });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('showErrorToast', () => {
  it('renders text only (no HTML from the server) in a fixed, red, role="alert" toast', () => {
    showErrorToast('<img src=x onerror="alert(1)">');
    const toast = document.querySelector('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(toast.querySelector('img')).toBeNull();
    expect(toast.style.background).not.toBe('');
    expect((toast.parentElement as HTMLElement).style.position).toBe('fixed');
  });

  it('stacks toasts and removes them after 5000 ms by default', () => {
    vi.useFakeTimers();
    showErrorToast('one');
    vi.advanceTimersByTime(1000);
    showErrorToast('two');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
    vi.advanceTimersByTime(3999);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    expect(document.getElementById('app-toasts')).toBeNull();
  });

  it('can be closed with its labelled close button', () => {
    setFeedbackCloseLabel('关闭');
    showErrorToast('closable', 0);
    const button = document.querySelector('[role="alert"] button') as HTMLButtonElement;
    expect(button).toHaveAccessibleName('关闭');
    button.click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('confirmDialog', () => {
  const options = { title: '确认退出', message: '您已退出登录', confirmText: '重新登录', cancelText: '取消' };

  it('is a labelled, described dialog with focus on confirm; confirm resolves true and restores focus', async () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const result = confirmDialog(options);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('确认退出');
    expect(dialog).toHaveAccessibleDescription('您已退出登录');
    expect(document.activeElement).toHaveTextContent('重新登录');
    (document.activeElement as HTMLButtonElement).click();
    await expect(result).resolves.toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('resolves false on cancel and on Escape', async () => {
    const first = confirmDialog(options);
    (document.querySelector('.app-confirm__cancel') as HTMLButtonElement).click();
    await expect(first).resolves.toBe(false);
    const second = confirmDialog(options);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(second).resolves.toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('copyToClipboard', () => {
  it('writes the text and shows the copied notice as a non-error toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyToClipboard('P10001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('P10001');
    expect(document.querySelector('[role="status"]')).toHaveTextContent(zh.errors.copied);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('resolves false and shows nothing when copying is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
