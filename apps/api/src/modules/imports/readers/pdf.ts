import { barcodeTexts } from './barcodes';
import { BrokenPdfError } from './broken-pdf';

export { BrokenPdfError };

/** At most this many pages are read (a voucher has one or two; a 300-page PDF is not a ticket). */
const MAX_PAGES = 10;

/**
 * The text of a PDF (pages joined) and the texts of the barcodes in its images. PDF.js runs with no
 * network, no fonts fetched and no scripts (evaluation off).
 */
export async function readPdf(data: Buffer): Promise<{ text: string; barcodes: string[] }> {
  // PDF.js loads with the first PDF to read, in the reading process, never in a server that only refers
  // to this module.
  const { extractImages, getDocumentProxy } = await import('unpdf');
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(data), {
      isEvalSupported: false,
      disableFontFace: true,
      stopAtErrors: false,
    });
  } catch (error) {
    throw new BrokenPdfError('Unreadable PDF', { cause: error });
  }
  try {
    const pages = Math.min(document.numPages, MAX_PAGES);
    const texts: string[] = [];
    const barcodes: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const pageProxy = await document.getPage(page);
      const content = await pageProxy.getTextContent();
      // One line per PDF line (PDF.js marks the ends of lines); a gap between pieces is a space, a
      // wide one a column break.
      let line = '';
      let lastEnd: number | undefined;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const x = item.transform[4] as number;
        const size = Math.abs(item.transform[0] as number) || 10;
        if (lastEnd !== undefined && item.str && !/\s$/.test(line) && !/^\s/.test(item.str)) {
          const gap = x - lastEnd;
          if (gap > size * 1.5) line += '   ';
          else if (gap > size * 0.15) line += ' ';
        }
        line += item.str;
        lastEnd = x + item.width;
        if (item.hasEOL) {
          line += '\n';
          lastEnd = undefined;
        }
      }
      texts.push(line.replace(/ +\n/g, '\n'));
      for (const image of await extractImages(document, page)) {
        if (image.width < 40 || image.height < 20) continue;
        barcodes.push(...(await barcodeTexts(image).catch(() => [])));
      }
    }
    return { text: texts.join('\n'), barcodes };
  } finally {
    await document.destroy();
  }
}
