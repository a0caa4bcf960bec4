/** A PDF that PDF.js cannot open (its own module, so the server can know it without loading PDF.js). */
export class BrokenPdfError extends Error {}
