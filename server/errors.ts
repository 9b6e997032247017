// ApiError and the contract error body { error: { code, message, details, validationErrors } }.
import type { ApiErrorBody } from '../lib/contract/wire.ts';
import type { MessageKey } from './i18n.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;

  constructor(
    status: number,
    code: string,
    /** A key of the message table (localized) or a literal message. */
    message: MessageKey | (string & {}),
    details: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
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
