/**
 * Trilha speaks Spanish in the informal "tú" register of Latin-American consumer apps (tú, tu cuenta,
 * "Inicia sesión", "Inténtalo de nuevo"), never "usted". These are the forms that give the formal register
 * away; the tests of every Spanish text (web locales, shared messages, the server's mails, PDF,
 * notifications and AI texts) run `formalSpanish` over them so a formal form cannot come back.
 */

/** Words (matched whole, any case) that only the "usted" register uses. */
const FORMAL_WORDS = [
  // The pronoun itself, and its object forms as the reader ("le invita", "lo esperamos").
  'usted',
  'ustedes',
  'le invita',
  'le invitó',
  'le agregó',
  'le añadió',
  'le enviamos',
  'le recomendamos',
  'le recordamos',
  'le pedimos',
  'le damos',
  'le ayuda',
  'le ayudamos',
  'lo esperamos',
  'la esperamos',
  'le',
  'verle',
  'contáctenos',
  'cuéntenos',
  'envíenos',
  'escríbanos',
  'pídaselo',
  // Third-person verbs addressed to the reader.
  'desea',
  'está seguro',
  'está segura',
  '¿olvidó',
  '¿prefiere',
  '¿ya tiene cuenta',
  'no tiene cuenta?',
  '¿no encontró',
  'no puede quitarse',
  'no tiene permiso',
  'ya ha usado',
  'tenga en cuenta',
  // Formal imperatives ("Inicie" for "Inicia", "Haga clic" for "Haz clic"), with their enclitic forms.
  'inicie',
  'ingrese',
  'ingréselo',
  'ingrésela',
  'seleccione',
  'selecciónelo',
  'selecciónela',
  'verifique',
  'verifíquelo',
  'verifíquela',
  'intente',
  'inténtelo',
  'haga',
  'hágalo',
  'escriba',
  'escríbalo',
  'confirme',
  'confírmelo',
  'elija',
  'elíjalo',
  'elíjala',
  'introduzca',
  'revise',
  'revíselo',
  'revísela',
  'complete',
  'compruebe',
  'asegúrese',
  'añada',
  'añádalo',
  'agregue',
  'elimine',
  'elimínelo',
  'elimínela',
  'borre',
  'pida',
  'pídale',
  'espere',
  'vuelva',
  'indique',
  'envíe',
  'envíelo',
  'copie',
  'cópielo',
  'pegue',
  'solicite',
  'apruebe',
  'acéptela',
  'acéptelo',
  'rechácela',
  'rechácelo',
  'actualice',
  'actualícelo',
  'cambie',
  'cámbielo',
  'cree',
  'abra',
  'toque el',
  'toque la',
  'toque un',
  'toque una',
  'toque aquí',
  'toque para',
  'pulse',
  'presione',
  'descargue',
  'descárguelo',
  'suba',
  'cargue',
  'guarde',
  'guárdelo',
  'cuide',
  'aprenda',
  'consulte',
  'pruebe',
  'beba',
  'descanse',
  'planifique',
  'deje',
  'avise',
  'lleve',
  'compre',
  'pague',
  'use',
  'utilice',
  'busque',
  'marque',
  'desmarque',
  'active',
  'desactive',
  'comparta',
  'invite',
  'quite',
  'mueva',
  'arrastre',
  'edite',
  'defina',
  'establezca',
  'restablezca',
  'renueve',
  'cancele',
  'mantenga',
  'ponga',
  'diga',
  'vaya',
  'venga',
  'salga',
  'siga',
  'conecte',
  'permita',
  'contacte',
  'llame',
  'escanee',
  'reenvíe',
  'reintente',
  'recargue',
  'regrese',
  'seleccione',
  'coloque',
  'tome',
  'mire',
  'lea',
  'considere',
  'recuerde',
  'olvide',
  'disfrute',
  'explore',
  'descubra',
  'prepare',
  'organice',
  'reserve',
  'registre',
  'añádala',
  'agréguelo',
  'comuníquese',
  'regístrese',
  'suscríbase',
  'diríjase',
  'acérquese',
  'inscríbase',
  'olvídese',
  'despreocúpese',
  'no se preocupe',
  'preocúpese',
  'conceda',
  'arme',
  'obtenga',
  'estime',
  'conozca',
  'gestione',
  'empiece a',
  'empiece con',
  'empiece añadiendo',
  'empiece creando',
  'acumule',
  'alójelo',
  'suéltelas',
  'elimínelos',
  'déjelo',
  'instálelo',
  // "Your" is "tu"/"tus"; "su"/"sus" is only allowed where it means his, her, its or their (below).
  'su',
  'sus',
  'suyo',
  'suya',
  // Spain's informal plural (vosotros) is not Latin-American Spanish either.
  'vosotros',
  'vosotras',
  'vuestro',
  'vuestra',
  'vuestros',
  'vuestras',
];

/**
 * Phrases where a marker is not the reader: "su"/"sus" meaning his, her, its or their, a third-person
 * subjunctive ("hasta que la persona acepte"), or a noun that looks like an imperative ("el importe").
 * Each entry is removed before checking, so keep it long enough to be clearly third person.
 */
export const FORMAL_SPANISH_ALLOWED: readonly string[] = [
  // "su"/"sus" of a third person or thing.
  'gestiona su cuenta',
  'sale de su cuenta',
  'cuándo termina su concesión',
  'conservan sus cuentas y sus viajes',
  'conserva su cuenta y sus viajes',
  'sus clientes se quedan sin consultor',
  'con su correo electrónico',
  'un cliente para ver sus viajes',
  'viajes y sus planes',
  'cada persona y su parte',
  'el vuelo y su billete',
  'el grupo y su',
  'el grupo y sus',
  'y todo su contenido',
  'solo su propietario',
  'quita su acceso',
  'cuando cancele su suscripción',
  'en su envase original',
  // "le" of a third person.
  'le deben',
  // Third-person subjunctives.
  'alguien comparta',
  'cambie un vuelo',
];

const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\p{N}_])';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Built on first use, so the app bundles that import the shared package carry no work at load (the
// checker only runs in tests).
let patterns:
  { markers: Array<{ word: string; pattern: RegExp }>; vosotros: RegExp; reflexive: RegExp } | undefined;

const buildMarkers = () =>
  [...new Set(FORMAL_WORDS)].map((word) => ({
    word,
    pattern: new RegExp(`${WORD_EDGE_BEFORE}${escapeRegExp(word)}${WORD_EDGE_AFTER}`, 'iu'),
  }));

/** Spain's vosotros verb endings ("pensáis", "queréis"). */
const VOSOTROS_VERB = `\\p{L}+(?:áis|éis)${WORD_EDGE_AFTER}`;

/**
 * A reflexive or object-pronoun imperative in the formal register carries the accent before "-ese"/"-ase"
 * ("Asegúrese", "Suscríbase"); the tú forms end in "-ate"/"-ete"/"-ite" ("Asegúrate", "Suscríbete").
 */
const FORMAL_REFLEXIVE = `${WORD_EDGE_BEFORE}\\p{L}*[áéíóú]\\p{L}*[ae]se${WORD_EDGE_AFTER}`;

/** Drops interpolation placeholders, tags and allowed phrases, so only the words a reader sees are checked. */
function readable(text: string, allowed: readonly string[]): string {
  let result = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ');
  for (const phrase of allowed) {
    result = result.replace(new RegExp(escapeRegExp(phrase), 'giu'), ' ');
  }
  return result;
}

/** The formal ("usted") markers a Spanish text contains; empty when it speaks to the reader as "tú". */
export function formalSpanish(text: string, allowed: readonly string[] = FORMAL_SPANISH_ALLOWED): string[] {
  patterns ??= {
    markers: buildMarkers(),
    vosotros: new RegExp(VOSOTROS_VERB, 'iu'),
    reflexive: new RegExp(FORMAL_REFLEXIVE, 'iu'),
  };
  const words = readable(text, allowed);
  const found = patterns.markers.filter(({ pattern }) => pattern.test(words)).map(({ word }) => word);
  const shapes = [patterns.reflexive, patterns.vosotros].map((pattern) => pattern.exec(words)?.[0]);
  return [...found, ...shapes.filter((word): word is string => word !== undefined)];
}

/**
 * Every string a text table yields: nested records and arrays are walked, and functions (templates such
 * as `(name) => \`Hola, ${name}.\``) are called with a stand-in argument that reads as "1" and whose
 * every property reads as "x", so their fixed words are checked too.
 */
export function textsOf(table: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof table === 'string') return [{ path, text: table }];
  if (typeof table === 'function') {
    const standIn: unknown = new Proxy(
      {},
      { get: (_, key) => (key === Symbol.toPrimitive ? () => '1' : key === 'length' ? 1 : 'x') },
    );
    const args = Array.from({ length: Math.max(table.length, 1) }, () => standIn);
    return textsOf((table as (...values: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (Array.isArray(table)) return table.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (table && typeof table === 'object') {
    return Object.entries(table).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The Spanish texts of a table that use the formal register, as "path: text [markers]" lines. */
export function formalSpanishTexts(
  table: unknown,
  allowed: readonly string[] = FORMAL_SPANISH_ALLOWED,
): string[] {
  return textsOf(table).flatMap(({ path, text }) => {
    const markers = formalSpanish(text, allowed);
    return markers.length ? [`${path}: ${text} [${markers.join(', ')}]`] : [];
  });
}
