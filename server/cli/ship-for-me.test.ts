// The enquiry commands of the ops CLI: list the host's open enquiries, answer one by method code and weight
// (the customer sees the answer); refusals in words.
import { describe, expect, it } from 'vitest';
import { EnquiryStatus } from '../../lib/contract/ship-for-me-rules.ts';
import { addedGoods, collector, good, goodsApi } from '../modules/ship-for-me/test-helpers.ts';
import { testAppPerFile } from '../test/harness.ts';
import { opsOn } from './test-ops.ts';

const ctx = testAppPerFile();
const ops = opsOn(ctx);

describe('ops CLI: ship-for-me enquiries', () => {
  it('help names the commands', async () => {
    expect((await ops('help')).text).toMatch(/enquiries \[--status[\s\S]*enquiry-answer <Q…> --method <code\|id> --weight <kg>/);
  });

  it('lists the open enquiries of a host, answers one, refuses a second answer and bad options', async () => {
    const m = await collector(ctx(), 'blue.localhost');
    const ids = await addedGoods(ctx, m, [good({ title: 'Teapot', quantity: 2 })]);
    const enquiry = (await goodsApi(ctx, m).enquire({ goodsIds: ids, warehouseId: m.warehouseId, addressId: m.addressId, remark: 'Gift' })).data;

    const list = await ops('enquiries', '--host', 'blue.localhost');
    const lines = list.text.split('\n');
    expect(lines[0]).toMatch(/^\d+ enquir(y|ies) on blue\.localhost$/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${enquiry.id}  Open  \\S+ \\(\\S+\\)  1 good\\(s\\): Teapot ×2  at .+  → Jane Doe \\(\\+1 4155550100\\) · .+  "Gift"$`),
      ),
    );
    expect((await ops('enquiries')).text).not.toContain(enquiry.id);

    await expect(ops('enquiry-answer', enquiry.id, '--host', 'blue.localhost', '--method', 'AIR_STD')).rejects.toThrow('--weight is required');
    await expect(ops('enquiry-answer', enquiry.id, '--host', 'blue.localhost', '--method', 'AIR_STD', '--weight', '0')).rejects.toThrow(/--weight must be/);
    await expect(ops('enquiry-answer', enquiry.id, '--host', 'blue.localhost', '--method', 'NOPE', '--weight', '1')).rejects.toThrow(
      'No shipping method "NOPE" on blue.localhost',
    );
    await expect(ops('enquiry-answer', '--host', 'blue.localhost', '--method', 'AIR_STD', '--weight', '1')).rejects.toThrow(/enquiry is required/);

    const answered = await ops('enquiry-answer', enquiry.id, '--host', 'blue.localhost', '--method', 'air_std', '--weight', '1.5', '--note', 'One box');
    expect(answered.text).toMatch(new RegExp(`^answered: ${enquiry.id}  Answered  .+  answer: .+ 1\\.5 kg \\d+(\\.\\d+)? [A-Z]{3}$`));
    expect((await goodsApi(ctx, m).enquiry(enquiry.id)).data).toMatchObject({
      status: EnquiryStatus.Answered,
      answer: { estimatedWeight: 1.5, note: 'One box' },
    });
    expect((await ops('enquiries', '--host', 'blue.localhost')).text).not.toContain(enquiry.id);
    expect((await ops('enquiries', '--host', 'blue.localhost', '--status', 'answered')).text).toContain(enquiry.id);
    await expect(ops('enquiry-answer', '--enquiry', enquiry.id, '--host', 'blue.localhost', '--method', 'AIR_STD', '--weight', '1')).rejects.toThrow(
      'This enquiry has already been answered or closed.',
    );
    await expect(ops('enquiry-answer', enquiry.id, '--method', 'AIR_STD', '--weight', '1')).rejects.toThrow('The enquiry does not exist.');
    await expect(ops('enquiries', '--status', 'lost')).rejects.toThrow(/--status must be one of open, answered, accepted, closed or all/);
  });
});
