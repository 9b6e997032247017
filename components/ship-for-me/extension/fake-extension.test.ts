// The e2e stand-in for the extension (tests/fixtures/fake-extension.*) speaks the contract this page reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handOverFragment, handOverUrl, JD_GOOD, SAMPLE_GOODS, TAOBAO_GOOD } from '@/tests/fixtures/fake-extension';
import { parseHandOver } from './hand-over';

describe('the fake extension', () => {
  it('has the same sample goods on its page and in its helper', () => {
    const html = readFileSync(path.join(process.cwd(), 'tests/fixtures/fake-extension.html'), 'utf8');
    const json = /<script type="application\/json" id="sample-goods">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(SAMPLE_GOODS);
  });

  it('builds the submit address, with or without a base and a language prefix', () => {
    expect(handOverUrl('http://localhost:3100/', [])).toMatch(/^http:\/\/localhost:3100\/ship-for-me\/extension\/submit#goods=[A-Za-z0-9_-]+$/);
    expect(handOverUrl('/en', [])).toMatch(/^\/en\/ship-for-me\/extension\/submit#goods=/);
    expect(handOverUrl('', [])).toMatch(/^\/ship-for-me\/extension\/submit#goods=/);
  });

  it('hands over the two samples as the page takes them: a Taobao and a JD good, keys kept', () => {
    const url = new URL(handOverUrl('http://localhost:3100'));
    const { goods, rejected } = parseHandOver(url.hash);
    expect(rejected).toEqual([]);
    expect(goods.map((g) => [g.clientKey, g.url, g.title, g.quantity])).toEqual([
      [TAOBAO_GOOD.clientKey, TAOBAO_GOOD.url, TAOBAO_GOOD.title, TAOBAO_GOOD.quantity],
      [JD_GOOD.clientKey, JD_GOOD.url, JD_GOOD.title, JD_GOOD.quantity],
    ]);
  });

  it('plays an outdated extension', () => {
    expect(parseHandOver(handOverFragment(SAMPLE_GOODS, 2)).rejected).toEqual([{ index: null, reason: 'version' }]);
  });
});
