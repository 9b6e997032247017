// Classic XSS payloads, seeded verbatim into content (the backend stores HTML as authored; the SITE must
// sanitize on render). The e2e/unit proof iterates this array: none may execute or survive as active markup.
// Every payload that could run calls window.__xss(n) so a test can detect execution.

export interface XssPayload {
  id: number;
  kind: string;
  html: string;
}

const raw: [kind: string, html: string][] = [
  ['script tag', '<script>window.__xss&&__xss(1)</script>'],
  ['script src', '<script src="data:text/javascript,window.__xss&&__xss(2)"></script>'],
  ['img onerror', '<img src="x" onerror="window.__xss&&__xss(3)">'],
  ['img onerror unquoted', '<img src=x onerror=window.__xss&&__xss(4)>'],
  ['svg onload', '<svg onload="window.__xss&&__xss(5)"></svg>'],
  ['svg script', '<svg><script>window.__xss&&__xss(6)</script></svg>'],
  ['a javascript: href', '<a href="javascript:window.__xss&&__xss(7)">click me 7</a>'],
  ['a javascript: mixed case and entity', '<a href="JaVaScRiPt&colon;window.__xss&&__xss(8)">click me 8</a>'],
  ['a javascript: with tab', '<a href="java\tscript:window.__xss&&__xss(9)">click me 9</a>'],
  ['iframe javascript: src', '<iframe src="javascript:window.parent.__xss&&parent.__xss(10)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;parent.__xss&amp;&amp;parent.__xss(11)&lt;/script&gt;"></iframe>'],
  ['a data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMik8L3NjcmlwdD4=">click me 12</a>'],
  ['iframe data: URL', '<iframe src="data:text/html,<script>parent.__xss&&parent.__xss(13)</script>"></iframe>'],
  ['style expression', '<div style="width: expression(window.__xss&&__xss(14))">styled 14</div>'],
  ['style url javascript', '<div style="background:url(javascript:window.__xss&&__xss(15))">styled 15</div>'],
  ['style tag import', '<style>@import "javascript:window.__xss&&__xss(16)";</style>'],
  ['body onload', '<body onload="window.__xss&&__xss(17)">'],
  ['div onmouseover', '<div onmouseover="window.__xss&&__xss(18)">hover 18</div>'],
  ['input autofocus onfocus', '<input autofocus onfocus="window.__xss&&__xss(19)">'],
  ['details ontoggle', '<details open ontoggle="window.__xss&&__xss(20)"><summary>20</summary></details>'],
  ['video source onerror', '<video><source onerror="window.__xss&&__xss(21)"></video>'],
  ['audio onerror', '<audio src="x" onerror="window.__xss&&__xss(22)"></audio>'],
  ['marquee onstart', '<marquee onstart="window.__xss&&__xss(23)">23</marquee>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss&&__xss(24)"></style></mglyph></table></mtext></math>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__xss&&__xss(25)>"></p></noscript>'],
  ['broken tag', '<<script>window.__xss&&__xss(26);//<</script>'],
  ['unclosed img', '<img src=x onerror="window.__xss&&__xss(27)"'],
  ['entity-encoded javascript: href', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss&&__xss(28)">click me 28</a>'],
  ['hex-encoded javascript: href', '<a href="&#x6A;avascript:window.__xss&&__xss(29)">click me 29</a>'],
  ['form action javascript:', '<form action="javascript:window.__xss&&__xss(30)"><button>submit 30</button></form>'],
  ['button formaction', '<form><button formaction="javascript:window.__xss&&__xss(31)">submit 31</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss&&__xss(32)">'],
  ['base href', '<base href="javascript:window.__xss&&__xss(33)//">'],
  ['object data', '<object data="javascript:window.__xss&&__xss(34)"></object>'],
  ['embed src', '<embed src="data:text/html,<script>parent.__xss&&parent.__xss(35)</script>">'],
  ['link stylesheet javascript:', '<link rel="stylesheet" href="javascript:window.__xss&&__xss(36)">'],
  ['svg a xlink:href', '<svg><a xlink:href="javascript:window.__xss&&__xss(37)"><text x="0" y="15">click 37</text></a></svg>'],
  ['svg animate href', '<svg><animate attributeName="href" values="javascript:window.__xss&&__xss(38)"/></svg>'],
  ['template/attribute break-out', '"><img src=x onerror=window.__xss&&__xss(39)>'],
  ['textarea break-out', '</textarea><script>window.__xss&&__xss(40)</script>'],
  ['title break-out', '</title><img src=x onerror=window.__xss&&__xss(41)>'],
  ['img srcset onerror', '<img srcset="x" onerror="window.__xss&&__xss(42)">'],
  ['select autofocus onfocus', '<select autofocus onfocus="window.__xss&&__xss(43)"></select>'],
  ['isindex/keygen legacy', '<keygen autofocus onfocus="window.__xss&&__xss(44)">'],
];

export const XSS_PAYLOADS: XssPayload[] = raw.map(([kind, html], i) => ({ id: i + 1, kind, html }));

/** All payloads, each in its own paragraph-like wrapper with a readable label. */
export function xssHtml(payloads: XssPayload[] = XSS_PAYLOADS): string {
  return payloads.map((p) => `<p>#${p.id} ${p.kind}:</p>\n${p.html}`).join('\n');
}

/** A subset for the announcement, FAQ answer and page-content block. */
export const XSS_SUBSET = XSS_PAYLOADS.filter((p) => [1, 3, 5, 7, 10, 11, 14, 24, 28, 30, 33, 34].includes(p.id));
