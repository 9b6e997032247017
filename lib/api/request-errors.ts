// What a failed browser call means, without loading axios: components and hooks that only read a failure import
// this, so the HTTP client itself (./http, with axios) loads on the first call (./lazy-http), not with the page.
import { failureMessage } from './failure-message';
import { errorText } from './runtime';

/** True for a request cancelled as a duplicate (or by the caller's own signal): show nothing. Same test as axios.isCancel. */
export function isCancelledRequest(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

/** SPEC section 8 precedence (./failure-message): server error.message > no response > the error's own message > requestMsg1. */
export function errorMessageOf(error: unknown): string {
  return failureMessage(error, { network: errorText('requestMsg'), fallback: errorText('requestMsg1'), ownMessage: true });
}
