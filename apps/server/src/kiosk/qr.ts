import QRCode from 'qrcode';

/** The QR code of `url` as an SVG data URL (rendered on the server; `img-src data:` is allowed by the CSP). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
