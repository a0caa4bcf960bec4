import type { FileTypeResult } from 'file-type';

/** A file's type from its first bytes. file-type and its tokenizers load with the first upload, not with the server. */
export async function fileTypeOf(data: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(data);
}
