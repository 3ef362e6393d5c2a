import sharp from 'sharp';

/**
 * Files an applicant might send, made in the test: a real PDF (objects, a cross-reference table
 * at the offset its trailer names), and photos with metadata the server must drop.
 */

/** A one-page PDF whose page says `text`, with `padding` extra bytes in a stream (to reach a size). */
export function minimalPdf(text: string, padding = 0): Buffer {
  const content = `BT /F1 18 Tf 40 120 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const filler = padding > 0 ? `\n% ${'x'.repeat(Math.max(0, padding - 4))}\n` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length + filler.length} >>\nstream\n${content}${filler}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A JPEG photo carrying EXIF metadata (camera make, GPS position): what a phone sends. */
export function photoWithMetadata(colour = '#3366aa', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Passport Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 15/1 0/1' } })
    .toBuffer();
}
