// Pure rules of /ship-for-me/send: its query, the forecast's packages (one per shop at first, a good may
// move to another package or one of its own) and where a failed forecast's messages go.
import { GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import type { ForecastGoodsRequest, Good } from '@/lib/contract/wire';
import type { SearchParams } from '@/lib/site/search-params';
import { SEND_STEPS, type SendStep } from '@/components/ship-for-me/cart/cart-values';
import { firstQueryValue } from '@/components/pages/page-params';
import { packageInputOf, packageServerMessages, packagesOf, type PackageDraft, type PackageMessages } from './order-values';

export interface SendQuery {
  /** null: no step or an unknown one. */
  step: SendStep | null;
  /** `goods=id,id`: distinct, at most GOODS_PER_REQUEST. */
  goodsIds: string[];
  enquiryId: string | null;
}

export function readSendQuery(search: SearchParams): SendQuery {
  const step = firstQueryValue(search.step);
  const ids = firstQueryValue(search.goods)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 64);
  return {
    step: (SEND_STEPS as readonly string[]).includes(step) ? (step as SendStep) : null,
    goodsIds: [...new Set(ids)].slice(0, GOODS_PER_REQUEST),
    enquiryId: firstQueryValue(search.enquiry) || null,
  };
}

/** A package of the forecast form; `key` stays while goods move in and out. */
export type ForecastPackage = PackageDraft & { key: string };

let packageSeq = 0;
const withKey = (draft: PackageDraft): ForecastPackage => ({ ...draft, key: `package-${(packageSeq += 1)}` });

export const initialPackages = (goods: readonly Good[]): ForecastPackage[] => packagesOf(goods).map(withKey);

/**
 * Moves a good to the package at `to`, or to a new package of its own (`'new'`); a package left without
 * goods goes away.
 */
export function moveGood(packages: readonly ForecastPackage[], good: Pick<Good, 'id' | 'shopName'>, to: number | 'new'): ForecastPackage[] {
  const target = to === 'new' ? null : packages[to];
  const moved = packages.map((one) => (one === target ? one : { ...one, goodsIds: one.goodsIds.filter((id) => id !== good.id) }));
  if (target) {
    if (!target.goodsIds.includes(good.id)) moved[to as number] = { ...target, goodsIds: [...target.goodsIds, good.id] };
  } else {
    moved.push(withKey({ shop: good.shopName.trim(), goodsIds: [good.id], trackingNumber: '', carrierCode: '', carrierName: '' }));
  }
  return moved.filter((one) => one.goodsIds.length > 0);
}

export function forecastRequestOf(warehouseId: string, isInsurance: boolean, packages: readonly ForecastPackage[]): ForecastGoodsRequest {
  return { warehouseId, isInsurance, packages: packages.map(packageInputOf) };
}

interface ValidationIssue {
  message: string;
  members: string[];
}

function issuesOf(error: unknown): ValidationIssue[] {
  const list = (error as { response?: { data?: { error?: { validationErrors?: unknown } } } } | null)?.response?.data?.error?.validationErrors;
  return Array.isArray(list) ? list.filter((item): item is ValidationIssue => typeof item?.message === 'string' && Array.isArray(item?.members)) : [];
}

export interface ForecastFailure {
  /** Per package: its tracking number's, carrier's and carrier name's messages. */
  packages: PackageMessages;
  warehouseId: string | null;
  /** Every message no field shows (`packages.1.goodsIds`, a good's declaration …), one a line. */
  other: string[];
}

/**
 * The server's 400 `validationErrors` on the fields that show them (a package's `warehouseId` is the one
 * warehouse's); the rest listed above the form, a goods line's (`packages.<i>.goods.<j>.…`) with the good's title.
 */
export function forecastFailure(error: unknown, packages: readonly Pick<PackageDraft, 'goodsIds'>[], titleOf: (goodId: string) => string): ForecastFailure {
  const messages = packageServerMessages(error, packages.length);
  const shown = new Set(messages.flatMap((one, index) => Object.keys(one).map((field) => `packages.${index}.${field}`)));
  const warehouse: string[] = [];
  const other: string[] = [];
  for (const issue of issuesOf(error)) {
    const member = issue.members[0] ?? '';
    const line = /^packages\.(\d+)\.goods\.(\d+)\./.exec(member);
    const goodId = line ? packages[Number(line[1])]?.goodsIds[Number(line[2])] : undefined;
    if (member === 'warehouseId' || /^packages\.\d+\.warehouseId$/.test(member)) warehouse.push(issue.message);
    else if (goodId) other.push(`${titleOf(goodId)}: ${issue.message}`);
    else if (!shown.has(member)) other.push(issue.message);
  }
  return { packages: messages, warehouseId: warehouse.length ? [...new Set(warehouse)].join(' ') : null, other };
}

/** 409 GOODS_NOT_READY: the titles of the goods no longer in the cart (the answer's `details`), or null. */
export function notReadyTitles(error: unknown): string | null {
  const body = (error as { response?: { status?: number; data?: { error?: { code?: unknown; details?: unknown } } } } | null)?.response;
  if (body?.data?.error?.code !== 'GOODS_NOT_READY') return null;
  const details = body.data.error.details;
  return typeof details === 'string' ? details : '';
}
