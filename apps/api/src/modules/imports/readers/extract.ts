import type { ImportFileKind } from '@trilha/shared';
import { barcodeTexts } from './barcodes';
import { noFindings, type Findings } from './draft';
import { merge } from './merge';
import { htmlText, looksLikeMail, readMail } from './mime';
import { readPdf } from './pdf';
import { readStructuredData } from './structured-data';

export interface ReadInput {
  kind: ImportFileKind;
  data: Buffer;
}

/**
 * What the heavy readers take out of a file: schema.org data and warnings (`found`), the texts for the
 * rules and the barcodes' texts. Plain data, so it crosses from the reading worker to the server.
 */
export interface Extracted {
  found: Findings;
  texts: string[];
  barcodes: string[];
}

/** At most this many PDF or image attachments of a mail are read. */
const MAX_ATTACHMENTS = 4;

/**
 * Opens a mail, PDF, image or pasted text: MIME, PDF.js and barcode decoding, the CPU-heavy part of an
 * import. Runs in the reading worker (reader-pool.ts), which is ended when it takes too long.
 */
export async function extractImport(input: ReadInput): Promise<Extracted> {
  const found = noFindings();
  const texts: string[] = [];
  const barcodes: string[] = [];
  const readAttachment = async (contentType: string, fileName: string, data: Buffer) => {
    if (/pdf/i.test(contentType) || /\.pdf$/i.test(fileName)) {
      const pdf = await readPdf(data).catch(() => undefined);
      if (!pdf) return found.warnings.push('imports.unreadableAttachment');
      texts.push(pdf.text);
      barcodes.push(...pdf.barcodes);
    } else barcodes.push(...(await barcodeTexts(data).catch(() => [])));
  };

  if (input.kind === 'pdf') {
    const pdf = await readPdf(input.data);
    texts.push(pdf.text);
    barcodes.push(...pdf.barcodes);
  } else if (input.kind === 'image') {
    barcodes.push(...(await barcodeTexts(input.data)));
  } else {
    const raw = input.data.toString('utf8');
    const asMail = input.kind === 'eml' || looksLikeMail(raw);
    const mail = asMail
      ? await readMail(input.data)
      : /<(html|body|div|table|script|p)[\s>]/i.test(raw)
        ? { html: raw, text: htmlText(raw), attachments: [] }
        : { html: '', text: raw, attachments: [] };
    if (mail.html) merge(found, readStructuredData(mail.html));
    texts.push(mail.text);
    // A confirmation carries a ticket or two; more attachments are not read (each PDF costs time).
    for (const attachment of mail.attachments.slice(0, MAX_ATTACHMENTS)) {
      await readAttachment(attachment.contentType, attachment.fileName, attachment.data);
    }
  }
  return { found, texts, barcodes };
}
