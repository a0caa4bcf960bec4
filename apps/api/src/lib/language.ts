import type { FastifyRequest } from 'fastify';
import { toLanguage, type Language } from '@trilha/shared';

/**
 * The language a response speaks: the web app sends its interface language in Accept-Language;
 * otherwise the signed-in user's setting; otherwise English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers['accept-language'];
  if (header) {
    const tags = header.split(',').map((part) => part.split(';')[0]?.trim());
    for (const tag of tags) {
      const language = toLanguage(tag);
      if (language) return language;
    }
  }
  return req.actor?.language ?? 'en';
}
