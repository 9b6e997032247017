// QR codes of payment texts (WeChat's code_url) as SVG markup, drawn here: no image service sees them.
import encodeQR from 'qr';

/** The QR code of `text` as an SVG document (medium error correction, 2-module quiet zone). */
export function qrSvg(text: string): string {
  return encodeQR(text, 'svg', { ecc: 'medium', border: 2 });
}

/** The same as a `data:image/svg+xml` URL, for an <img src>. */
export function qrSvgDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(text), 'utf8').toString('base64')}`;
}
