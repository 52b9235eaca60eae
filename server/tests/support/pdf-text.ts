// The text of an uncompressed PDF as pdfkit writes it with its standard fonts: each `[<hex> kern …] TJ`
// is one run of WinAnsi glyph codes. Enough to check what an invoice says, not a general PDF parser.
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/gi)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
      .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}
