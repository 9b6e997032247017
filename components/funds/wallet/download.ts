// Saving a file the API answered as a Blob, and reading the error of a call that asked for one.

/** How long the object URL lives after the click (the browser has started the download by then). */
export const REVOKE_AFTER_MS = 1000;

/** Saves `blob` as `fileName` through a hidden <a download> on an object URL, revoked after. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * A failed blob call's answer is a Blob too: when it holds the contract's JSON error, the error is
 * returned with that body parsed (so failureMessage finds `error.message`); otherwise as it was.
 */
export async function withParsedBlobError(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const data = response?.data;
  if (!response || typeof Blob === 'undefined' || !(data instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await data.text());
    return { ...(error as object), response: { ...response, data: body } };
  } catch {
    return error;
  }
}
