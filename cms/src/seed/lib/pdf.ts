/**
 * A minimal, valid one-page PDF 1.4 (A4, Helvetica) with a title and a few lines of text.
 * Objects are laid out by hand and the cross-reference table carries their exact byte offsets.
 */

/** PDF literal strings hold Latin-1 here; keep to ASCII and escape the three special characters. */
const pdfString = (value: string) =>
  '(' +
  value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`) +
  ')'

export function makePdf(title: string, lines: string[] = []): Buffer {
  const content = [
    'BT',
    '/F2 22 Tf',
    '72 760 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf',
    '0 -34 Td',
    '16 TL',
    ...lines.flatMap((line, i) => (i === 0 ? [`${pdfString(line)} Tj`] : ['T*', `${pdfString(line)} Tj`])),
    'ET',
    // A thin brand-coloured rule under the title.
    '0.97 0.57 0.15 RG 2 w 72 748 m 523 748 l S',
  ].join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Lestari City demo seed) /Creator (Lestari City demo seed) >>`,
  ]

  // The second line marks the file as binary for transfer tools, as the specification suggests.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** Checks the structure makePdf relies on: every xref offset points at its object. */
export function checkPdf(pdf: Buffer): void {
  const text = pdf.toString('latin1')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1])
  if (!text.startsWith('%PDF-1.') || text.slice(startxref, startxref + 4) !== 'xref')
    throw new Error('PDF: bad header or startxref')
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
  entries.forEach((offset, i) => {
    if (!text.startsWith(`${i + 1} 0 obj`, offset))
      throw new Error(`PDF: xref entry ${i + 1} points to the wrong place`)
  })
}
