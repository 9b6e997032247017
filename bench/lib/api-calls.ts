// The API calls the load scripts send (bench/payments.ts in process, scripts/test-crash.ts over HTTP), as
// plain descriptions: a tenant's host, a bearer session and, for money, an Idempotency-Key.
export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export function apiCall(host: string, token: string, path: string, json: unknown, idempotencyKey?: string): ApiCall {
  return {
    method: 'POST',
    path,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(json),
  };
}

/** Pays a document of the unpaid list from the wallet. */
export const payDocument = (host: string, token: string, id: string, key: string) => apiCall(host, token, `/api/u/fund-management/unpaid/${id}/pay`, {}, key);

/** A staff adjustment of a customer's wallet (amount in major units, signed). */
export const adjustWallet = (host: string, adminToken: string, customer: string, amount: number, reason: string, key: string) =>
  apiCall(host, adminToken, '/api/admin/wallet/adjust', { customer, amount, reasonCode: 'correction', reason }, key);

/** Sends a call to an app in process (Hono's app.request). */
export const requestOf = (call: ApiCall): [string, RequestInit] => [
  `http://${call.headers.host}${call.path}`,
  { method: call.method, headers: call.headers, body: call.body },
];
