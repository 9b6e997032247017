// What the top-ups need from the payment providers (server/modules/payments): which online methods work,
// starting a payment, and asking a provider about one. The providers module plugs itself in at start
// (server/app.ts), so funds/ never imports it and runs (with bank and Taobao only) without it.
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { TopupRow } from './settlement.ts';

export type StartAction = { kind: 'redirect'; url: string; providerRef: string | null } | { kind: 'qr'; qrCode: string; providerRef: string | null };

export interface ProviderStatus {
  state: 'pending' | 'paid' | 'closed' | 'failed';
  detail: string;
}

export interface ProviderPort {
  mode(): 'sandbox' | 'live' | 'off';
  availableMethods(): number[];
  startPayment(db: Db, topup: TopupRow, ctx: { origin: string; locale: Locale }): Promise<StartAction>;
  syncTopup(db: Db, topup: TopupRow, opts?: { returnQuery?: URLSearchParams }): Promise<ProviderStatus>;
  closeAtProvider?(db: Db, topup: TopupRow): Promise<void>;
  /** The QR code of `text` as a `data:image/svg+xml;base64,…` URL (an <img src>, never markup). */
  qrImageUrl(text: string): string;
}

const NONE: ProviderPort = {
  mode: () => 'off',
  availableMethods: () => [],
  startPayment: () => Promise.reject(new Error('No payment providers')),
  syncTopup: () => Promise.resolve({ state: 'pending', detail: 'no providers' }),
  qrImageUrl: () => '',
};

let port: ProviderPort = NONE;

export function plugProviders(next: ProviderPort): void {
  port = next;
}

export const providers = (): ProviderPort => port;
