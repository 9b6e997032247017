// Whether a tracking number exists in the tenant is nobody else's business (issue 21, finding 5): a forecast,
// a forecast's edit and the import preview answer the same for another member's number as for an unknown
// one, and every call that checks numbers counts against a limit per member and per client address.
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { formOf, xlsxOf } from '../import/test-workbook.ts';
import { headerText } from '../import/definition.ts';
import { PARCEL_IMPORT } from './import.ts';
import { NUMBER_CHECKS } from './number-checks.ts';
import { api, card, freshAddress, insertParcel, type Member, newMember, refsOf, trackingNumber } from './test-helpers.ts';

const ctx = testAppPerFile();
const FORECAST = '/u/ship-for-me/parcel';

async function forecast(m: Member, number: string, address?: string) {
  const refs = await refsOf(ctx(), m.tenantId);
  return api(ctx(), m, 'en', address).post(FORECAST, { parcels: [card(refs, { trackingNumber: number })] });
}

async function importPreview(m: Member, numbers: string[], address?: string) {
  const head = PARCEL_IMPORT.columns.map((c) => headerText(c, 'en'));
  const rows = numbers.map((n) =>
    PARCEL_IMPORT.columns.map(
      (c) => ({ trackingNumber: n, carrier: 'SF', goodsName: 'Mug', goodsType: 'GENERAL', quantity: 1, unitValue: 9 })[c.key as string] ?? null,
    ),
  );
  const res = await ctx().app.request(`http://${m.host}/api${FORECAST}/import-by-excel`, {
    method: 'POST',
    headers: {
      host: m.host,
      'accept-language': 'en',
      authorization: `Bearer ${m.token}`,
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: formOf([
      { name: 'file', value: await xlsxOf([head, ...rows]), fileName: 'parcels.xlsx' },
      { name: 'confirm', value: '0' },
    ]),
  });
  return { status: res.status, data: await res.json() };
}

/** What an answer says without the values that differ for any two numbers. */
function shapeOf(res: { status: number; data: { items?: Record<string, unknown>[]; pendingClaims?: string[] } }) {
  const items = res.data.items?.map(({ id: _id, trackingNumber: _n, createdAt: _c, ...rest }) => rest);
  return { status: res.status, items, pendingClaims: res.data.pendingClaims };
}

describe('another member’s number answers as an unknown one', () => {
  it('forecast, edit and import preview: the same answer for a number forecast by someone else, one in their stock, and one nobody has', async () => {
    const [other, me] = [await newMember(ctx()), await newMember(ctx())];
    const theirForecast = trackingNumber('OF');
    expect((await forecast(other, theirForecast)).status).toBe(200);
    const theirStock = (await insertParcel(ctx(), other, { status: ParcelStatus.Inbound })).trackingNumber;
    const unknown = [trackingNumber('UN'), trackingNumber('UN')];

    const answers = [await forecast(me, theirForecast), await forecast(me, theirStock), await forecast(me, unknown[0])];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(shapeOf(answers[0])).toEqual(shapeOf(answers[2]));
    expect(shapeOf(answers[1])).toEqual(shapeOf(answers[2]));

    const refs = await refsOf(ctx(), me.tenantId);
    const [x, y] = [(await forecast(me, trackingNumber('E'))).data.items[0].id, (await forecast(me, trackingNumber('E'))).data.items[0].id];
    const otherNumber = trackingNumber('OF');
    expect((await forecast(other, otherNumber)).status).toBe(200);
    const [a, b] = [
      await api(ctx(), me, 'en').put(`${FORECAST}/${x}`, card(refs, { trackingNumber: otherNumber })),
      await api(ctx(), me, 'en').put(`${FORECAST}/${y}`, card(refs, { trackingNumber: unknown[1] })),
    ];
    expect([a.status, b.status]).toEqual([200, 200]);
    const strip = ({ id: _i, trackingNumber: _t, createdAt: _c, goods: _g, ...rest }: Record<string, unknown>) => rest;
    expect(strip(a.data)).toEqual(strip(b.data));

    const stranger = await newMember(ctx());
    const preview = await importPreview(stranger, [theirForecast, theirStock, trackingNumber('UN')]);
    expect(preview.status).toBe(200);
    expect(preview.data.errors).toEqual([]);
    expect(preview.data.parcels).toHaveLength(3);
  });
});

describe('number checks are limited', () => {
  const { member: perMember, address: perAddress } = NUMBER_CHECKS;

  it(`per member: ${perMember.limit} calls that check numbers, then 429 for each of them, whatever the numbers; an edit that keeps its number is not a check`, async () => {
    const address = freshAddress();
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const first = await forecast(m, trackingNumber('LM'), address);
    const id = first.data.items[0].id;
    const kept = first.data.items[0].trackingNumber;
    for (let i = 1; i < perMember.limit; i += 1) {
      const res =
        i % 3 === 0
          ? await importPreview(m, [trackingNumber('LM')], address)
          : i % 3 === 1
            ? await api(ctx(), m, 'en', address).put(`${FORECAST}/${id}`, card(refs, { trackingNumber: trackingNumber('LM') }))
            : await forecast(m, trackingNumber('LM'), address);
      expect(res.status, `call ${i + 1}: ${JSON.stringify(res.data)}`).toBe(200);
    }
    const over = [
      await forecast(m, trackingNumber('LM'), address),
      await forecast(m, kept, address),
      await importPreview(m, [trackingNumber('LM')], address),
      await api(ctx(), m, 'en', address).put(`${FORECAST}/${id}`, card(refs, { trackingNumber: trackingNumber('LM') })),
    ];
    expect(over.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(over[0].data.error).toEqual(over[1].data.error);
    expect(over[0].data.error.message).toBe('Too many tracking-number checks. Please try again in a few minutes.');
    const current = (await api(ctx(), m, 'en', address).get(`/u/biz/parcel/${id}`)).data;
    const same = await api(ctx(), m, 'en', address).put(`${FORECAST}/${id}`, card(refs, { trackingNumber: current.trackingNumber, remark: 'same number' }));
    expect(same.status).toBe(200);
    const neighbour = await newMember(ctx());
    expect((await forecast(neighbour, trackingNumber('LM'), address)).status).toBe(200);
  });

  it(`per client address: ${perAddress.limit} checks from one address, whoever signs in; another address is not held back`, async () => {
    const address = freshAddress();
    let used = 0;
    while (used < perAddress.limit) {
      const m = await newMember(ctx());
      for (let i = 0; i < perMember.limit && used < perAddress.limit; i += 1, used += 1) {
        expect((await importPreview(m, [trackingNumber('LA')], address)).status).toBe(200);
      }
    }
    const late = await newMember(ctx());
    expect((await importPreview(late, [trackingNumber('LA')], address)).status).toBe(429);
    expect((await forecast(late, trackingNumber('LA'), address)).status).toBe(429);
    expect((await forecast(late, trackingNumber('LA'), freshAddress())).status).toBe(200);
  });
});
