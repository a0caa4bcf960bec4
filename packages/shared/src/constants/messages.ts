import type { Language } from './preferences';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

/**
 * Every message a user can meet from validation or from an API error, in each language.
 * Zod schemas carry the key (`validation.*`) as their message; the server translates it for the
 * response and the web app translates the same key next to a form field, so both say the same thing.
 * Error codes (`errors.*`) are the `code` field of API.md's error shape.
 */
export type MessageKey = keyof typeof en;

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, pt, es };

/**
 * The message of the expired-session 401 whatever the caller's language: API.md fixes it word for word,
 * in Spanish, for older clients that compare it. The web app keys on the code and shows
 * `errors.TOKEN_EXPIRED` in its own language.
 */
export const TOKEN_EXPIRED_MESSAGE = 'El token ha expirado';

/**
 * Each language's catalogue on its own, so the web app bundles only the language it shows (a module
 * importing one of these leaves the other two out of its chunk).
 */
export { en as MESSAGES_EN, pt as MESSAGES_PT, es as MESSAGES_ES };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The text for a key in a language, English when the key is unknown to that language. */
export function translate(key: string, language: Language): string {
  if (!isMessageKey(key)) return key;
  return MESSAGES[language][key];
}
