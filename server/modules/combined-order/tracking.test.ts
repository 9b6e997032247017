// Public tracking is an allow-list: no event or field carries the carrier's number, the waybill's, the
// recipient's name, phone or street, or the member code, whatever the warehouse's or the carrier's words
// say (those stay in the owner's own view). Its limit of look-ups per address holds across app instances
// on one database.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_TRACKING_PER_MINUTE } from '../../../lib/contract/combined-order-rules.ts';
import { memberProfiles } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { addCarrierEvent, packCombinedOrder, shipCombinedOrder, staffStep } from './staff.ts';
import { shipper, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
/** A client address of its own per run: the shared PostgreSQL database keeps earlier runs' look-ups. */
const address = () => `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::${randomInt(0xffff).toString(16)}`;
const look = (app: ReturnType<typeof ctx>['app'], number: string, from: string, lang = 'en') =>
  call(app, `/api/f/logistics-management/trace?number=${encodeURIComponent(number)}`, { lang, headers: { 'x-forwarded-for': from } });

describe('public tracking', () => {
  it('names no identifier in any event or field, whatever the stored texts say; the owner still reads them in full', async () => {
    const owner = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, owner);
    const id = submitted.data.waybill.id as string;
    const { db } = ctx().database;
    const [profile] = await db.select({ code: memberProfiles.memberCode }).from(memberProfiles).where(eq(memberProfiles.userId, owner.userId));
    await staffStep(db, owner.tenantId, id, 'pick');
    await staffStep(db, owner.tenantId, id, 'verify');
    await packCombinedOrder(db, owner.tenantId, id, { weightGrams: 2400, lengthCm: 40, widthCm: 30, heightCm: 20 });
    await staffStep(db, owner.tenantId, id, 'outOfWarehouse');
    await shipCombinedOrder(db, owner.tenantId, id, 'DHL Express', '4070070017');
    await addCarrierEvent(db, owner.tenantId, id, {
      status: 'IN_TRANSIT',
      text: `Shipment 4070070017 for Jane Doe (${profile.code}) departed`,
      location: 'Shenzhen, CN',
    });
    await addCarrierEvent(db, owner.tenantId, id, {
      status: 'CUSTOMS',
      text: `Held: call 4155550100 about waybill ${id}`,
      location: `Label ${profile.code}`,
    });
    await addCarrierEvent(db, owner.tenantId, id, {
      status: 'OUT_FOR_DELIVERY',
      text: 'With the courier for 1 Market St',
      location: '1 Market St, San Francisco, US 94105',
    });

    for (const lang of ['en', 'zh-Hans']) {
      for (const number of ['4070070017', id]) {
        const answer = await look(ctx().app, number, address(), lang);
        expect(answer.status).toBe(200);
        expect(answer.data.events).toHaveLength(7);
        const text = JSON.stringify(answer.data);
        for (const secret of ['4070070017', '070070', id, id.slice(3, -3), 'Jane', 'Doe', 'Market', '4155550100', '94105', profile.code, owner.userId]) {
          expect(text, `${lang} ${number}: ${secret}`).not.toContain(secret);
        }
        expect(answer.data.number).toBe(number === id ? `${id.slice(0, 3)}${'*'.repeat(id.length - 6)}${id.slice(-3)}` : '407****017');
        expect(answer.data.carrierName).toBe('DHL Express');
        // The carrier's own page only for a look-up by its number (the page links the typed number): by ours, no hint of it.
        expect(answer.data.carrierCode).toBe(number === id ? null : 'DHL');
        expect(answer.data.events.map((e: { status: string }) => e.status)).toEqual([
          'OUT_FOR_DELIVERY',
          'CUSTOMS',
          'IN_TRANSIT',
          'INFO_RECEIVED',
          'WAREHOUSE',
          'WAREHOUSE',
          'WAREHOUSE',
        ]);
        // The places at most a city, and only one that names no identifier.
        expect(answer.data.events.map((e: { location: string | null }) => e.location).slice(0, 3)).toEqual(['San Francisco', null, 'Shenzhen, CN']);
      }
    }
    const english = (await look(ctx().app, '4070070017', address())).data.events as { text: string }[];
    expect(english.map((e) => e.text)).toEqual([
      'Out for delivery',
      'In customs',
      'In transit',
      'Handed to the carrier',
      'Left the warehouse',
      'Packed and weighed',
      'Waybill submitted; waiting for the warehouse',
    ]);

    // The owner's own view keeps every word.
    const own = await combinedOrderApi(ctx, owner).trace('4070070017');
    const texts = own.data.items.map((e: { text: string }) => e.text);
    expect(texts).toContain(`Shipment 4070070017 for Jane Doe (${profile.code}) departed`);
    expect(texts).toContain('Handed to DHL Express, tracking number 4070070017');
    expect(own.data.items[0].location).toBe('1 Market St, San Francisco, US 94105');
  });

  it(`allows ${PUBLIC_TRACKING_PER_MINUTE} look-ups a minute per address across two app instances on one database`, async () => {
    // A second instance with modules of its own, as another process would have: only the database is shared.
    vi.resetModules();
    const { createApp } = await import('../../app.ts');
    const other = createApp(ctx().database.db, { logError: () => {} });
    const from = address();
    const answers: number[] = [];
    for (let i = 0; i < PUBLIC_TRACKING_PER_MINUTE; i += 1) answers.push((await look(i % 2 ? other : ctx().app, 'NOPE0000000', from)).status);
    expect(answers).toEqual(answers.map(() => 404));
    expect((await look(ctx().app, 'NOPE0000000', from)).status).toBe(429);
    const refused = await look(other, 'NOPE0000000', from);
    expect(refused.status).toBe(429);
    expect(refused.data.error.message).toBe('Too many look-ups: try again in a minute.');
    expect((await look(other, 'NOPE0000000', address())).status).toBe(404);
  });
});
