import { describe, expect, it } from 'vitest';

import { XSS_PAYLOADS, xssHtml } from '../../server/seed/xss-payloads';
import { isAllowedUrl, sanitizeRichText, toPlainText } from './sanitize';

const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<body/i,
  /<select/i,
  /<keygen/i,
  /<details/i,
  /<video/i,
  /<audio/i,
  /<marquee/i,
  /\son[a-z]+\s*=/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
  /\sformaction\s*=/i,
  /(href|src|action|data)\s*=\s*"?\s*(javascript|data|vbscript):/i,
];

/** Every attribute value of every tag in the output. */
function attributeValues(html: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attr of match[0].matchAll(/\s([a-z-:]+)\s*=\s*"([^"]*)"/gi)) values.push(`${attr[1]}=${attr[2]}`);
  }
  return values;
}

describe('sanitizeRichText', () => {
  for (const payload of XSS_PAYLOADS) {
    it(`neutralises #${payload.id} ${payload.kind}`, () => {
      const out = sanitizeRichText(payload.html);
      for (const pattern of DANGEROUS) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
      for (const value of attributeValues(out)) {
        expect(value).not.toMatch(/^(on|style=|srcdoc=)/i);
        if (/^(href|src)=/.test(value)) expect(isAllowedUrl(value.replace(/^(href|src)=/, ''))).toBe(true);
      }
    });
  }

  it('neutralises all payloads together (as seeded)', () => {
    const out = sanitizeRichText(xssHtml());
    for (const pattern of DANGEROUS) expect(out).not.toMatch(pattern);
    // The labels survive: the content is readable, only the active parts are gone.
    expect(out).toContain('#1 script tag');
  });

  it('keeps formatting, links, images and tables', () => {
    const html =
      '<h2>T</h2><p class="note">a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p><ul><li>x</li></ul>' +
      '<blockquote>q</blockquote><img src="https://cdn.example/a.png" alt="A" width="10" height="20">' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table><a href="/help">in</a>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<p class="note">');
    expect(out).toContain('<img src="https://cdn.example/a.png" alt="A" width="10" height="20" loading="lazy" />');
    expect(out).toContain('<td>v</td>');
    expect(out).toContain('<a href="/help">in</a>');
  });

  it('opens external links in a new tab without opener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" onclick="x()">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
  });

  it('drops classes outside the allow-list, protocol-relative and data URLs', () => {
    expect(sanitizeRichText('<span class="evil muted">x</span>')).toBe('<span class="muted">x</span>');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});

describe('isAllowedUrl', () => {
  it.each([
    ['https://a.b/c', true],
    ['http://a.b', true],
    ['mailto:a@b.c', true],
    ['/help/content/1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%s → %s', (url, ok) => expect(isAllowedUrl(url)).toBe(ok));
  it('allows only http(s) images', () => expect(isAllowedUrl('mailto:a@b.c', 'src')).toBe(false));
});

describe('toPlainText', () => {
  it('strips tags and scripts and shortens', () => {
    expect(toPlainText('<p>a <b>b</b></p><script>x()</script>')).toBe('a b');
    expect(toPlainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
