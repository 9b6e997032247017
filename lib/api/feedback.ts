// Framework-free user feedback (no antd, no React): public pages must stay light.
// Server text is only ever written with textContent, never innerHTML.
import { ERROR_TOAST_MS } from '@/lib/contract/constants';
import { errorText, getRuntime } from './runtime';

const CONTAINER_ID = 'app-toasts';
const COPIED_TOAST_MS = 2000;

let closeLabel: string | null = null;

/**
 * Overrides the accessible name of the toast close button. Without it the `errors.close` text given
 * to configureHttp is used, so <ShellRuntime/> need not import this module on every page.
 */
export function setFeedbackCloseLabel(label: string): void {
  closeLabel = label;
}

export interface ToastHandle {
  element: HTMLElement;
  close: () => void;
}

type ToastKind = 'error' | 'info';

function toastContainer(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  container.className = 'app-toasts';
  Object.assign(container.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2147483000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    maxWidth: 'min(90vw, 480px)',
    pointerEvents: 'none',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.appendChild(container);
  return container;
}

function showToast(message: string, ms: number, kind: ToastKind): ToastHandle {
  const toast = document.createElement('div');
  toast.className = `app-toast app-toast--${kind}`;
  // An error interrupts (assertive); the "copied" notice is polite.
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  Object.assign(toast.style, {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '8px',
    padding: '8px 12px',
    borderRadius: '4px',
    boxShadow: '0 2px 8px rgba(0,0,0,.15)',
    font: '14px/1.5 system-ui, sans-serif',
    color: '#fff',
    // #c62828 on white text: contrast 5.6:1 (WCAG AA).
    background: kind === 'error' ? '#c62828' : 'rgba(0,0,0,.8)',
    pointerEvents: 'auto',
  } satisfies Partial<CSSStyleDeclaration>);

  const text = document.createElement('span');
  text.textContent = message;
  toast.appendChild(text);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    if (timer !== undefined) clearTimeout(timer);
    toast.remove();
    const container = document.getElementById(CONTAINER_ID);
    if (container && container.childElementCount === 0) container.remove();
  };

  if (kind === 'error') {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'app-toast__close';
    button.textContent = '×';
    button.setAttribute('aria-label', closeLabel ?? getRuntime().messages.close ?? '×');
    Object.assign(button.style, {
      background: 'none',
      border: '0',
      color: 'inherit',
      cursor: 'pointer',
      font: 'inherit',
      padding: '0 2px',
    } satisfies Partial<CSSStyleDeclaration>);
    button.addEventListener('click', close);
    toast.appendChild(button);
  }

  toastContainer().appendChild(toast);
  if (ms > 0) timer = setTimeout(close, ms);
  return { element: toast, close };
}

/** A red toast (role="alert") that removes itself after `ms` (SPEC section 8: 5000 ms). */
export function showErrorToast(message: string, ms: number = ERROR_TOAST_MS): ToastHandle | null {
  if (typeof document === 'undefined') return null;
  return showToast(message, ms, 'error');
}

/** A small neutral toast (role="status"). */
export function showInfoToast(message: string, ms: number = COPIED_TOAST_MS): ToastHandle | null {
  if (typeof document === 'undefined') return null;
  return showToast(message, ms, 'info');
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

let dialogSeq = 0;

/**
 * A modal confirm on a native <dialog>: labelled by its title, described by its message, focus on
 * the confirm button, Escape cancels, focus goes back where it was. Resolves true on confirm.
 */
export function confirmDialog({ title, message, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  dialogSeq += 1;
  const id = `app-confirm-${dialogSeq}`;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const dialog = document.createElement('dialog');
  dialog.className = 'app-confirm';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  dialog.setAttribute('aria-modal', 'true');
  Object.assign(dialog.style, {
    maxWidth: 'min(90vw, 420px)',
    border: '0',
    borderRadius: '8px',
    padding: '20px 24px',
    boxShadow: '0 6px 24px rgba(0,0,0,.25)',
    font: '14px/1.5 system-ui, sans-serif',
  } satisfies Partial<CSSStyleDeclaration>);

  const heading = document.createElement('h2');
  heading.id = `${id}-title`;
  heading.textContent = title;
  heading.style.cssText = 'margin:0 0 8px;font-size:16px';
  const body = document.createElement('p');
  body.id = `${id}-message`;
  body.textContent = message;
  body.style.cssText = 'margin:0 0 20px';

  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;justify-content:flex-end;gap:8px';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'app-confirm__cancel';
  cancel.textContent = cancelText;
  const confirm = document.createElement('button');
  confirm.type = 'button';
  confirm.className = 'app-confirm__confirm';
  confirm.textContent = confirmText;
  actions.append(cancel, confirm);
  dialog.append(heading, body, actions);
  document.body.appendChild(dialog);

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (result: boolean) => {
      if (settled) return;
      settled = true;
      document.removeEventListener('keydown', onKeydown, true);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.remove();
      previousFocus?.focus?.();
      resolve(result);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(false);
      }
    };
    confirm.addEventListener('click', () => finish(true));
    cancel.addEventListener('click', () => finish(false));
    // Native Escape on a modal dialog fires `cancel`; jsdom and old engines use the keydown path.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    document.addEventListener('keydown', onKeydown, true);

    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    confirm.focus();
  });
}

/** Copies text and shows the 已复制 notice; resolves false when the browser refused. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) copied = legacyCopy(text);
  if (copied) showInfoToast(errorText('copied'));
  return copied;
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
