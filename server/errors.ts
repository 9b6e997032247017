// ApiError and the contract error body { error: { code, message, details, validationErrors } }.
import type { ApiErrorBody } from '../lib/contract/wire';
import type { MessageKey } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** A key of the message table (localized) or a literal message. */
    message: MessageKey | (string & {}),
    readonly details: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(
  code: string | null,
  message: string,
  details: string | null = null,
  validationErrors: { message: string; members: string[] }[] | null = null,
): ApiErrorBody {
  return { error: { code, message, details, validationErrors } };
}
