// The browser client without toasts: the panel's polling and checks show their own messages.
import { browser } from '@/lib/api/browser';
import type { ApiClient } from '@/lib/api/client';

export const quietApi: ApiClient = {
  get: (path, options) => browser.get(path, { ...options, silent: true }),
  post: (path, body, options) => browser.post(path, body, { ...options, silent: true }),
  put: (path, body, options) => browser.put(path, body, { ...options, silent: true }),
  delete: (path, options) => browser.delete(path, { ...options, silent: true }),
};
