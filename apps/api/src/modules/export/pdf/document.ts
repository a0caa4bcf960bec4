import { fontFiles, splitRuns, type Weight } from './fonts';

/** The web theme's brand colours (apps/web/src/app/theme/theme.ts). */
export const COLORS = {
  blue: '#0B2545',
  blueLight: '#13315C',
  orange: '#F28C28',
  ink: '#1B2430',
  muted: '#5A6B80',
  line: '#D5DCE6',
  paper: '#F4F6FA',
  green: '#2E7D32',
};

const MARGIN = 50;
const FOOTER_HEIGHT = 30;

export interface TextOptions {
  weight?: Weight;
  size?: number;
  color?: string;
  indent?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Space below, in points. */
  gap?: number;
}

/** Spaces some locales put in dates and money (narrow and thin) that the font does not draw. */
const clean = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

/**
 * A thin layer over pdfkit: the product font in every Latin script, the brand colours, headings that never
 * sit alone at the foot of a page, and a footer with the page number and the date on every page.
 */
type PdfMeta = { title: string; footer: string; page: (n: number) => string; language: string };

type PdfDocumentClass = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;

/** pdfkit (with its fonts engine) loads on the first export, not with the server: most never need it. */
let pdfkit: Promise<PdfDocumentClass> | undefined;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private pages = 0;

  static async open(meta: PdfMeta): Promise<PdfWriter> {
    // Its typings describe a CommonJS `export =`; loaded as a module, the class is the default export.
    pdfkit ??= import('pdfkit').then(
      (module) => (module as unknown as { default: PdfDocumentClass }).default,
    );
    return new PdfWriter(meta, await pdfkit);
  }

  private constructor(
    readonly meta: PdfMeta,
    PDFDocument: PdfDocumentClass,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
      info: { Title: meta.title, Creator: 'Trilha', Producer: 'Trilha' },
      lang: meta.language,
      displayTitle: true,
      autoFirstPage: false,
      compress: true,
    });
    for (const [name, file] of fontFiles()) this.doc.registerFont(name, file);
    this.doc.on('pageAdded', () => this.footer());
    this.doc.addPage();
  }

  get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  get left() {
    return MARGIN;
  }

  private footer() {
    this.pages += 1;
    const { doc } = this;
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page: lift it while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(doc.page.width - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    this.text(this.meta.footer, { size: 8, color: COLORS.muted, width: this.width * 0.75 }, MARGIN, y);
    this.text(
      this.meta.page(this.pages),
      { size: 8, color: COLORS.muted, width: this.width, align: 'right' },
      MARGIN,
      y,
    );
    doc.page.margins.bottom = bottom;
    doc.x = MARGIN;
    doc.y = MARGIN;
  }

  /** Text in Poppins, each run in the font file that has its letters. */
  text(value: string, options: TextOptions = {}, x?: number, y?: number) {
    const { doc } = this;
    const runs = splitRuns(clean(value));
    if (runs.length === 0) return this;
    doc.fontSize(options.size ?? 10).fillColor(options.color ?? COLORS.ink);
    const layout = {
      width: options.width ?? this.width - (options.indent ?? 0),
      align: options.align,
      lineGap: 1.5,
    };
    runs.forEach((run, index) => {
      doc.font(run.ext ? `${options.weight ?? 'regular'}-ext` : (options.weight ?? 'regular'));
      const continued = index < runs.length - 1;
      if (index === 0) {
        const left = x ?? MARGIN + (options.indent ?? 0);
        doc.text(run.text, left, y ?? doc.y, { ...layout, continued });
      } else {
        doc.text(run.text, { ...layout, continued });
      }
    });
    if (options.gap) doc.moveDown(options.gap / doc.currentLineHeight(true));
    return this;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number) {
    const { doc } = this;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    return this;
  }

  space(points: number) {
    this.doc.y += points;
    return this;
  }

  /** A section title with an orange rule; it keeps room for some content below it. */
  section(title: string) {
    this.ensureSpace(130);
    this.space(10);
    this.text(title, { weight: 'bold', size: 16, color: COLORS.blue });
    const y = this.doc.y + 2;
    this.doc.rect(MARGIN, y, 36, 3).fill(COLORS.orange);
    this.doc.y = y + 12;
    return this;
  }

  subheading(title: string, keepWith = 40) {
    this.ensureSpace(keepWith + 20);
    this.text(title, { weight: 'semibold', size: 12, color: COLORS.blueLight, gap: 2 });
    return this;
  }

  /** "Label: value" on one line, the label in the muted colour. */
  field(label: string, value: string, indent = 0) {
    if (!value) return this;
    this.ensureSpace(16);
    const { doc } = this;
    const y = doc.y;
    this.text(`${label}: `, { size: 9.5, color: COLORS.muted, indent, weight: 'semibold' }, undefined, y);
    doc.y = y;
    const labelWidth = doc.font('semibold').fontSize(9.5).widthOfString(`${label}: `);
    this.text(value, { size: 9.5, indent: indent + labelWidth + 2 }, MARGIN + indent + labelWidth + 2, y);
    return this;
  }

  /** A small tick box, filled when done, with its text beside it. */
  tick(done: boolean, label: string, indent = 0) {
    this.ensureSpace(16);
    const { doc } = this;
    const x = MARGIN + indent;
    const y = doc.y + 2;
    doc.lineWidth(1).roundedRect(x, y, 9, 9, 1.5);
    if (done) {
      doc.fillAndStroke(COLORS.blue, COLORS.blue);
      doc
        .moveTo(x + 2, y + 4.8)
        .lineTo(x + 3.9, y + 6.8)
        .lineTo(x + 7.2, y + 2.4)
        .lineWidth(1.4)
        .stroke('#FFFFFF');
    } else {
      doc.stroke(COLORS.muted);
    }
    this.text(
      label,
      { size: 10, color: done ? COLORS.muted : COLORS.ink, indent: indent + 15 },
      x + 15,
      y - 2,
    );
    return this;
  }

  /** A coloured pill such as "Booked". */
  badge(label: string, color: string) {
    const { doc } = this;
    doc.font('semibold').fontSize(8);
    const width = doc.widthOfString(label) + 12;
    const y = doc.y;
    doc.roundedRect(MARGIN, y, width, 13, 6.5).fill(color);
    this.text(
      label,
      { size: 8, color: '#FFFFFF', weight: 'semibold', width: width, align: 'center' },
      MARGIN,
      y + 1.5,
    );
    doc.y = y + 16;
    return this;
  }

  rule() {
    const { doc } = this;
    doc
      .moveTo(MARGIN, doc.y + 4)
      .lineTo(MARGIN + this.width, doc.y + 4)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.y += 10;
    return this;
  }

  end() {
    this.doc.end();
    return this.doc;
  }
}
