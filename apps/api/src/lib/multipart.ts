import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, ValidationError } from './errors';

/** RFC 2046: 1 to 70 characters. Busboy fails on a missing boundary, its search on a longer one. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^";\s]{1,70})\s*(?:;|$)/i;

/** The parts an upload may carry: one file, in the field `file` (API.md). */
export const UPLOAD_LIMITS = { files: 1, fields: 0, parts: 1 } as const;

export interface UploadedFile {
  fileName: string | undefined;
  data: Buffer;
}

/**
 * Reads an upload's only part, a file in the field `file`, and the body to its end, so another part or
 * a cut body is refused before anything is stored. Broken envelopes and parser limits are mapped to
 * 400s by the error plugin.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new ValidationError([{ path: 'file', message: 'validation.required' }]);
  if (!BOUNDARY.test(req.headers['content-type'] ?? '')) throw badRequest('BAD_REQUEST');
  let upload: UploadedFile | undefined;
  for await (const part of req.parts()) {
    if (upload || part.type !== 'file' || part.fieldname !== 'file')
      throw new AppError(400, 'UNEXPECTED_FIELD');
    upload = { fileName: part.filename, data: await part.toBuffer() };
  }
  if (!upload) throw new ValidationError([{ path: 'file', message: 'validation.required' }]);
  return upload;
}
