// Generated demo photos: a tiny PNG encoder (RGB, 8 bits, zlib from Node) and a drawing of a parcel's
// shipping label — cardboard, tape, a white label with the tenant's colour band, a barcode made from the
// tracking number and a round sticker. No image dependency, and the same input gives the same bytes.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** `rgb`: width × height × 3 bytes, row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1); // filter 0
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method extras, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
  }

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, x);
    const x1 = Math.min(this.width, x + w);
    const y0 = Math.max(0, y);
    const y1 = Math.min(this.height, y + h);
    if (x1 <= x0 || y1 <= y0) return;
    const first = (y0 * this.width + x0) * 3;
    const p = this.pixels;
    for (let i = first; i < first + (x1 - x0) * 3; i += 3) {
      p[i] = r;
      p[i + 1] = g;
      p[i + 2] = b;
    }
    const row = this.pixels.subarray(first, first + (x1 - x0) * 3);
    for (let j = y0 + 1; j < y1; j++) this.pixels.set(row, (j * this.width + x0) * 3);
  }

  circle(cx: number, cy: number, radius: number, color: Rgb): void {
    for (let j = -radius; j <= radius; j++) {
      const half = Math.floor(Math.sqrt(radius * radius - j * j));
      this.rect(cx - half, cy + j, half * 2 + 1, 1, color);
    }
  }
}

const WHITE: Rgb = [250, 250, 247];
const INK: Rgb = [34, 34, 38];

/** A 320 × 240 picture of a parcel's label; `variant` moves the label and changes the carton's shade. */
export function labelPhoto(trackingNumber: string, accent: Rgb, variant = 0): Buffer {
  const c = new Canvas(320, 240);
  const shade = (variant % 3) * 12;
  // carton with a slight vertical gradient
  for (let y = 0; y < c.height; y++) c.rect(0, y, c.width, 1, [200 - shade - (y >> 4), 158 - shade - (y >> 4), 110 - shade]);
  c.rect(0, 26, c.width, 34, [222, 204, 160]); // packing tape
  const x = 40 + (variant % 4) * 12;
  const y = 78 + (variant % 2) * 10;
  c.rect(x + 4, y + 4, 210, 126, [120, 90, 60]); // shadow
  c.rect(x, y, 210, 126, WHITE);
  c.rect(x, y, 210, 24, accent); // tenant band
  c.rect(x + 10, y + 7, 60, 10, WHITE);
  c.rect(x + 10, y + 32, 120, 6, INK); // address lines
  c.rect(x + 10, y + 44, 90, 6, [120, 120, 128]);
  // barcode: two bars per character, widths from the character code
  let bx = x + 10;
  for (const ch of trackingNumber) {
    const code = ch.charCodeAt(0);
    for (const width of [1 + (code % 3), 1 + ((code >> 2) % 3)]) {
      if (bx + width > x + 200) break;
      c.rect(bx, y + 60, width, 48, INK);
      bx += width + 1 + ((code >> 4) % 2);
    }
  }
  c.rect(x + 10, y + 112, Math.min(190, trackingNumber.length * 8), 6, INK); // the number under the bars
  c.circle(270 - (variant % 3) * 8, 190, 26, accent); // sticker
  c.circle(270 - (variant % 3) * 8, 190, 16, WHITE);
  c.circle(270 - (variant % 3) * 8, 190, 8, accent);
  return encodePng(c.width, c.height, c.pixels);
}
