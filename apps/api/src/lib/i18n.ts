import { createInstance } from 'i18next';
import { LANGUAGES, type Language } from '@trilha/shared';
import { RESOURCES, type Namespace } from '../locales/resources';

/**
 * Escapes text for HTML content or a quoted attribute. The catalogues hold plain text: a mail's HTML part
 * escapes each whole text (the catalogue's words with the values in them) once, here.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The locale each language formats dates, money and checkout pages in, as the web app does (pt is Brazilian). */
export const INTL_LOCALES = { en: 'en', pt: 'pt-BR', es: 'es' } as const satisfies Record<Language, string>;

const i18n = createInstance();
// The catalogues are given inline, so with initAsync off the instance is ready when init returns.
void i18n.init({
  resources: RESOURCES,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(RESOURCES.en),
  initAsync: false,
  // Every text is plain text (PDF, notifications, mails); what goes into HTML is escaped there, whole.
  interpolation: { escapeValue: false },
});

type Catalogue = (typeof RESOURCES)['en'];
/**
 * A catalogue's keys as t() takes them: dotted paths, plural (`days_one`) and context (`title_accepted`)
 * variants under their base key, as i18next picks the variant from `count` and `context`.
 */
type Keys<T, Leaf, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${Prefix}${K extends `${infer Base}_${string}` ? Base : K}`
    : T[K] extends string | readonly string[]
      ? never
      : Keys<T[K], Leaf, `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey<NS extends Namespace> = Keys<Catalogue[NS], string>;
type ListKey<NS extends Namespace> = Keys<Catalogue[NS], readonly string[]>;

/** Interpolated values (`{{name}}`); `count` picks the plural form, `context` a context variant. */
export type TextParams = Record<string, string | number> & { context?: string };

export interface Texts<NS extends Namespace> {
  (key: TextKey<NS>, params?: TextParams): string;
  /** A list of texts (a JSON array), each interpolated. */
  list(key: ListKey<NS>, params?: TextParams): string[];
  /** The text of a key built from data (a code), or `fallback` when the catalogue has no such key. */
  or(key: string, fallback: string): string;
}

/** One language's texts of one namespace. */
export function textsFor<NS extends Namespace>(language: Language, namespace: NS): Texts<NS> {
  const t = i18n.getFixedT(language, namespace);
  return Object.assign((key: string, params?: TextParams) => t(key, { ...params }), {
    list: (key: string, params?: TextParams) => t(key, { ...params, returnObjects: true }) as string[],
    or: (key: string, fallback: string) =>
      i18n.exists(key, { lng: language, ns: namespace }) ? t(key) : fallback,
  });
}
