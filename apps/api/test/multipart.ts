export interface MultipartPart {
  field: string;
  /** A file part when set, a plain field otherwise. */
  fileName?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body with the given parts, as a browser's FormData would send it. */
export function multipartBody(
  parts: MultipartPart[],
  boundary = `----trilha${Math.random().toString(16).slice(2)}`,
) {
  const chunks = parts.flatMap(({ field, fileName, type, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"` +
        (fileName === undefined ? '\r\n\r\n' : `; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  content: Buffer,
  { field = 'file', fileName = 'ticket.pdf', type = 'application/pdf' } = {},
) {
  return multipartBody([{ field, fileName, type, content }]);
}

/** The smallest document that is a PDF by its bytes. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
