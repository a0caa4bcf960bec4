import type { Attachment } from 'mailparser';
import type * as Htmlparser2 from 'htmlparser2';
import { lazyModule } from '../../../lib/lazy-module';

/** The HTML parser and its entity tables load with the first HTML read, not with the server. */
const htmlparser2 = lazyModule<typeof Htmlparser2>('htmlparser2');

/**
 * A mail (RFC 822/MIME) read with mailparser: its HTML kept as data for structured-data reading (never
 * rendered), its text (or the HTML's visible text when it has no text part), and its PDF and image
 * attachments for the other readers. Remote content is never fetched; `cid:` images are only bytes.
 */
export interface Mail {
  subject: string;
  html: string;
  text: string;
  attachments: { fileName: string; contentType: string; data: Buffer }[];
}

interface DomNode {
  type: string;
  name?: string;
  children?: DomNode[];
  data?: string;
}

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'section',
  'hr',
]);

/** The visible text of HTML, one line per block, cells apart; scripts, styles and heads dropped. */
export function htmlText(html: string): string {
  const out: string[] = [];
  const walk = (node: DomNode) => {
    if (node.type === 'text') out.push(node.data ?? '');
    if (node.type === 'script' || node.type === 'style' || node.name === 'head') return;
    if (node.name === 'td' || node.name === 'th') out.push('   ');
    node.children?.forEach(walk);
    if (node.name && BLOCKS.has(node.name)) out.push('\n');
  };
  walk(htmlparser2().parseDocument(html, { decodeEntities: true }) as unknown as DomNode);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, (space) => (space.length > 2 ? '   ' : ' ')).trim())
    .filter(Boolean)
    .join('\n');
}

const keep = (attachment: Attachment) =>
  /^(application\/pdf|image\/(png|jpe?g|gif|webp))$/i.test(attachment.contentType) ||
  /\.(pdf|png|jpe?g)$/i.test(attachment.filename ?? '');

export async function readMail(source: Buffer | string): Promise<Mail> {
  // mailparser (and its character-set tables) loads with the first mail read.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(source, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text?.trim() ? mail.text : html ? htmlText(html) : '';
  return {
    subject: mail.subject ?? '',
    html,
    text,
    attachments: mail.attachments.filter(keep).map((attachment) => ({
      fileName: attachment.filename ?? '',
      contentType: attachment.contentType,
      data: attachment.content,
    })),
  };
}

/** Pasted text that is a whole mail (headers, then a blank line): read it as one. */
export const looksLikeMail = (text: string) =>
  /^(?:[A-Za-z-]+:[^\n]*\n)*?(?:Content-Type|MIME-Version|From|Subject):/im.test(text.slice(0, 2000)) &&
  /\n\r?\n/.test(text) &&
  /^[A-Za-z-]+:/.test(text.trimStart());
