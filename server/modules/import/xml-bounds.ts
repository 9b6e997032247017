// The work a parser does on an .xlsx grows with the number of XML elements, not with the file's size: 146 KB
// of zipped `<si><t>a</t></si>` is 3.5 M shared strings, seconds of parsing and hundreds of MB (issue 21).
// So the inflated parts are counted before any parser sees them — every element, and the shared strings,
// rows and cells among them, whatever the part is called and whatever namespace prefix it uses — and a
// package past what an import can need is refused. The caps are generous multiples of a full template
// (xml-bounds.test.ts measures one).
import { ApiError } from '../../errors.ts';
import type { ZipPart } from './zip-bounds.ts';

export interface XmlCaps {
  /** Tags of any kind (`<` characters) in all parts together: every regular expression a parser runs splits on them. */
  tags: number;
  /** Shared strings (`si`; the parser splits on their closing tags, so the larger of openings and closings counts). */
  sharedStrings: number;
  rows: number;
  cells: number;
}

export const XML_CAPS: XmlCaps = { tags: 800_000, sharedStrings: 50_000, rows: 50_000, cells: 100_000 };

export type XmlCounts = XmlCaps;

const LT = 0x3c;
const SLASH = 0x2f;
const tooMuch = () => new ApiError(400, 'ImportSheetTooLarge', 'importSheetTooLarge');

/** The end of the tag name that starts at `at`. */
function nameEnd(data: Buffer, at: number): number {
  let i = at;
  while (i < data.length) {
    const b = data[i];
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === SLASH || b === 0x3e) break;
    i += 1;
  }
  return i;
}

/** Whether the name in [at, end) is `local` or `prefix:local`. */
function localNameIs(data: Buffer, at: number, end: number, local: string): boolean {
  const n = local.length;
  if (end - at < n) return false;
  for (let i = 0; i < n; i += 1) if (data[end - n + i] !== local.charCodeAt(i)) return false;
  return end - at === n || data[end - n - 1] === 0x3a;
}

type Counted = 'sharedStrings' | 'rows' | 'cells';
const NAMES: [string, Counted][] = [
  ['c', 'cells'],
  ['row', 'rows'],
  ['si', 'sharedStrings'],
  ['sstItem', 'sharedStrings'],
];

/**
 * Counts the parts' tags, and the shared strings, rows and cells among them (each the larger of its opening
 * and closing tags), stopping as soon as one count passes its cap (`caps` given), so a hostile part is not
 * even read to its end. Anything that looks like a tag counts, inside comments and CDATA too.
 */
export function countXml(parts: ZipPart[], caps?: XmlCaps): XmlCounts {
  const opened = { sharedStrings: 0, rows: 0, cells: 0 };
  const closed = { sharedStrings: 0, rows: 0, cells: 0 };
  const counts = (): XmlCounts => ({
    tags,
    sharedStrings: Math.max(opened.sharedStrings, closed.sharedStrings),
    rows: Math.max(opened.rows, closed.rows),
    cells: Math.max(opened.cells, closed.cells),
  });
  let tags = 0;
  for (const { data } of parts) {
    for (let at = data.indexOf(LT); at >= 0; at = data.indexOf(LT, at + 1)) {
      tags += 1;
      const closing = data[at + 1] === SLASH;
      const start = at + (closing ? 2 : 1);
      const end = nameEnd(data, start);
      if (caps && tags > caps.tags) return counts();
      const hit = NAMES.find(([local]) => localNameIs(data, start, end, local));
      if (!hit) continue;
      const side = closing ? closed : opened;
      side[hit[1]] += 1;
      if (caps && side[hit[1]] > caps[hit[1]]) return counts();
    }
  }
  return counts();
}

const exceeds = (counts: XmlCounts, caps: XmlCaps) =>
  counts.tags > caps.tags || counts.sharedStrings > caps.sharedStrings || counts.rows > caps.rows || counts.cells > caps.cells;

/** Refuses (400 ImportSheetTooLarge) a package with more tags, shared strings, rows or cells than the caps. */
export function checkXmlBounds(parts: ZipPart[], caps: XmlCaps = XML_CAPS): void {
  if (exceeds(countXml(parts, caps), caps)) throw tooMuch();
}
