// Test and bench helpers: ZIP packages written by hand (so a central directory can say anything) and the
// hostile workbooks of issue 21: a few hundred KB that unpack to tens of MB of tiny XML elements.
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { ApiError } from '../../errors.ts';

export interface CraftedEntry {
  name: string;
  data: Uint8Array | string;
  /** What the central directory claims (default: the truth). */
  declaredSize?: number;
}

/** A ZIP of deflated entries. */
export function zipOf(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    const name = Buffer.from(entry.name);
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The smallest workbook a spreadsheet program opens: one sheet, optionally a shared-strings part. */
export function minimalXlsx(sheetData: string, sharedStrings?: string): Buffer {
  const entries: CraftedEntry[] = [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (sharedStrings === undefined
          ? ''
          : '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (sharedStrings === undefined ? '' : `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`) +
        '</Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
  ];
  if (sharedStrings !== undefined) entries.push({ name: 'xl/sharedStrings.xml', data: sharedStrings });
  return zipOf(entries);
}

/** Issue 21's file: ~150 KB whose shared strings are `count` × `<si><t>a</t></si>` (3.5 M: 59.5 MB of XML). */
export function sharedStringsBomb(count = 3_500_000): Buffer {
  const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="${count}" uniqueCount="${count}">${'<si><t>a</t></si>'.repeat(count)}</sst>`;
  return minimalXlsx('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', strings);
}

/** A sheet of `count` one-cell rows of inline text: many small elements without shared strings. */
export function cellBomb(count: number): Buffer {
  const rows: string[] = [];
  for (let r = 1; r <= count; r += 1) rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
  return minimalXlsx(rows.join(''));
}

/** Two cells far apart (A1 and XFD1000): a range of 16 M cells from a few bytes. */
export function wideRange(): Buffer {
  return minimalXlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>Code</t></is></c></row><row r="1000"><c r="XFD1000" t="inlineStr"><is><t>x</t></is></c></row>');
}

function biffRecord(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
}

/** An .xls (OLE2 compound file) whose Workbook stream declares `count` one-letter shared strings: 4 bytes each. */
export function sharedStringsBombXls(count = 1_200_000): Buffer {
  const bof = Buffer.alloc(16);
  bof.writeUInt16LE(0x0600, 0); // BIFF8
  bof.writeUInt16LE(0x0005, 2); // workbook globals
  const one = Buffer.from([1, 0, 0, 0x61]); // 1 character, 8-bit, "a"
  const head = Buffer.alloc(8);
  head.writeUInt32LE(count, 0);
  head.writeUInt32LE(count, 4);
  // SST and its CONTINUE records hold 8,224 bytes each: whole strings only, so none is split.
  const first = Math.min(count, 2054);
  const records = [biffRecord(0x0809, bof), biffRecord(0x00fc, Buffer.concat([head, Buffer.alloc(first * 4, one)]))];
  for (let left = count - first; left > 0; left -= 2056) records.push(biffRecord(0x003c, Buffer.alloc(Math.min(left, 2056) * 4, one)));
  records.push(biffRecord(0x000a, Buffer.alloc(0)));
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, 'Workbook', Buffer.concat(records));
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

/** The ApiError code a check throws, or null when it passes. */
export function refusalCode(fn: () => unknown): string | null {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
  return null;
}
