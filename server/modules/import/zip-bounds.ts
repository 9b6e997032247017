// An .xlsx is a ZIP package: under the 5 MB upload cap it may still expand to gigabytes ("zip bomb"). Before
// any parser sees it, the central directory is read (the end-of-central-directory record, then each entry)
// and the package is refused when it holds too many entries or they add up to too much; every entry is then
// inflated with its declared size as the hard output limit, so a size that lies cannot slip past either.
// The inflated parts are handed on (xml-bounds.ts counts their elements); .xls is measured by xls-bounds.ts.
import zlib from 'node:zlib';
import { ApiError } from '../../errors.ts';

export const ZIP_MAX_ENTRIES = 200;
/** A template of the most rows an import takes unpacks to well under 1 MB (xml-bounds.test.ts measures it). */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 16 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;
const COMMENT_MAX = 0xffff;

const tooBig = () => new ApiError(400, 'ImportFileTooComplex', 'importFileTooComplex');
const unreadable = () => new ApiError(400, 'ImportFileUnreadable', 'importFileUnreadable');

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
}

function endRecord(view: DataView): number {
  const last = Math.max(0, view.byteLength - EOCD_MIN - COMMENT_MAX);
  for (let at = view.byteLength - EOCD_MIN; at >= last; at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw unreadable();
}

/** The central directory's entries; throws `importFileTooComplex` past the caps (ZIP64 included: a 5 MB workbook never needs it). */
export function zipEntries(bytes: Uint8Array, caps = { entries: ZIP_MAX_ENTRIES, bytes: ZIP_MAX_UNCOMPRESSED_BYTES }): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < EOCD_MIN) throw unreadable();
  const end = endRecord(view);
  const count = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff || count > caps.entries) throw tooBig();
  const entries: Entry[] = [];
  let total = 0;
  for (let i = 0, at = dirOffset; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw unreadable();
    const nameLength = view.getUint16(at + 28, true);
    if (at + 46 + nameLength > end) throw unreadable();
    const entry = {
      name: Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8'),
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    total += entry.size;
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff || total > caps.bytes) throw tooBig();
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

export interface ZipPart {
  name: string;
  data: Buffer;
}

/** Every entry inflated, each with its declared size as the hard limit; refuses a package past the caps. */
export function inflateParts(bytes: Uint8Array, caps?: Parameters<typeof zipEntries>[1]): ZipPart[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return zipEntries(bytes, caps).map((entry) => {
    const at = entry.localOffset;
    if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) throw unreadable();
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.compressed > view.byteLength) throw unreadable();
    const packed = bytes.subarray(start, start + entry.compressed);
    if (entry.method === 0) {
      if (entry.compressed !== entry.size) throw unreadable();
      return { name: entry.name, data: Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength) };
    }
    if (entry.method !== 8) throw unreadable();
    try {
      // One byte of room past the declared size: an entry that fills it expands further than it says.
      const data = zlib.inflateRawSync(packed, { maxOutputLength: entry.size + 1 });
      if (data.length > entry.size) throw tooBig();
      return { name: entry.name, data };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooBig() : unreadable();
    }
  });
}

/** Refuses a package that would expand past the caps, by what it declares and by what it really inflates to. */
export function checkZipBounds(bytes: Uint8Array, caps?: Parameters<typeof zipEntries>[1]): void {
  inflateParts(bytes, caps);
}
