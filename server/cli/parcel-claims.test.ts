// The claim commands of the ops CLI: list the pending claims, approve one, refuse one; refusals in words.
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../lib/contract/enums.ts';
import { api, card, newMember, refsOf, trackingNumber } from '../modules/parcels/test-helpers.ts';
import { testAppPerFile } from '../test/harness.ts';
import { opsOn } from './test-ops.ts';

const ctx = testAppPerFile();

const ops = opsOn(ctx);

describe('ops CLI: claims of unclaimed arrivals', () => {
  it('help names the commands', async () => {
    expect((await ops('help')).text).toMatch(/parcel-claims[\s\S]*parcel-claim-approve --claim[\s\S]*parcel-claim-refuse --claim/);
  });

  it('lists a pending claim, approves it (the member owns the parcel), refuses another with a reason', async () => {
    const number = trackingNumber('CL');
    const arrived = await ops(
      'parcel-arrive',
      '--host',
      'blue.localhost',
      '--tracking',
      number,
      '--weight',
      '2.5',
      '--size',
      '40x30x20',
      '--member-code',
      'GS999999',
    );
    expect(arrived.text).toMatch(/^arrived \(unclaimed\): /);
    const [first, second] = [await newMember(ctx(), 'blue.localhost'), await newMember(ctx(), 'blue.localhost')];
    const refs = await refsOf(ctx(), first.tenantId);
    const a = (
      await api(ctx(), first).post('/u/ship-for-me/parcel', {
        parcels: [card(refs, { trackingNumber: number, remark: 'Order 123 at Shop X' })],
      })
    ).data.items[0];
    const b = (await api(ctx(), second).post('/u/ship-for-me/parcel', { parcels: [card(refs, { trackingNumber: number })] })).data.items[0];

    const list = await ops('parcel-claims', '--host', 'blue.localhost', '--tracking', number);
    const lines = list.text.split('\n');
    expect(lines[0]).toBe('2 pending claim(s) on blue.localhost');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${a.id}  ${number}  member \\S+  forecast \\d{4}-\\d\\d-\\d\\d: T-shirt 39.8 CNY "Order 123 at Shop X"  ← P\\d+ 2.5 kg at .+, label GS999999$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${b.id}  `));

    await expect(ops('parcel-claim-refuse', '--host', 'blue.localhost', '--claim', b.id)).rejects.toThrow('reason: This field is required.');
    expect((await ops('parcel-claim-refuse', '--host', 'blue.localhost', '--claim', b.id, '--reason', 'Not the shop on the label')).text).toMatch(
      new RegExp(`^refused: ${b.id}  ${number}  Not arrived  member `),
    );
    expect((await ops('parcel-claim-approve', '--host', 'blue.localhost', '--claim', a.id)).text).toMatch(
      new RegExp(`^approved: ${a.id}  ${number}  Arrived  member \\S+  .+  2.5 kg 40×30×20 cm  0 photo\\(s\\)$`),
    );
    expect((await api(ctx(), first).get(`/u/biz/parcel/${a.id}`)).data).toMatchObject({ status: ParcelStatus.Arrived, weight: 2.5 });
    await expect(ops('parcel-claim-approve', '--host', 'blue.localhost', '--claim', a.id)).rejects.toThrow(/no longer waiting for a decision/);
    await expect(ops('parcel-claim-approve', '--host', 'blue.localhost')).rejects.toThrow(/--claim is required/);
    await expect(ops('parcel-claim-approve', '--host', 'localhost', '--claim', b.id)).rejects.toThrow(/not found|does not exist/i);
    expect((await ops('parcel-claims', '--host', 'blue.localhost', '--tracking', number)).text).toBe('0 pending claim(s) on blue.localhost');
  });
});
