/**
 * Dates and times as confirmation mails and tickets print them, in pt, en and es: `2031-05-01`,
 * `01/05/2031` (day first, as in pt and es; en mails from the US use month names), `1 May 2031`,
 * `May 1, 2031`, `1 de maio de 2031`, `01MAY31`, `sáb., 1 mai. 2031`; times `22:05`, `10:05 PM`, `22h05`.
 */

const MONTHS: Record<string, number> = {};
const names: [number, string[]][] = [
  [1, ['jan', 'january', 'janeiro', 'enero', 'ene']],
  [2, ['feb', 'february', 'fev', 'fevereiro', 'febrero']],
  [3, ['mar', 'march', 'março', 'marco', 'marzo']],
  [4, ['apr', 'april', 'abr', 'abril']],
  [5, ['may', 'mai', 'maio', 'mayo']],
  [6, ['jun', 'june', 'junho', 'junio']],
  [7, ['jul', 'july', 'julho', 'julio']],
  [8, ['aug', 'august', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'set', 'setembro', 'septiembre', 'setiembre']],
  [10, ['oct', 'october', 'out', 'outubro', 'octubre']],
  [11, ['nov', 'november', 'novembro', 'noviembre']],
  [12, ['dec', 'december', 'dez', 'dezembro', 'dic', 'diciembre']],
];
for (const [month, words] of names) for (const word of words) MONTHS[word] = month;

const MONTH = '([a-zç]{3,10})\\.?';
const pad = (value: number) => String(value).padStart(2, '0');

function valid(year: number, month: number, day: number): string | undefined {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const PATTERNS: { regex: RegExp; read: (m: RegExpExecArray) => string | undefined }[] = [
  { regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => valid(+m[1]!, +m[2]!, +m[3]!) },
  { regex: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/g, read: (m) => valid(+m[3]!, +m[2]!, +m[1]!) },
  {
    // 1 May 2031 · 1 de maio de 2031 · 01MAY31 · 1-may-2031
    regex: new RegExp(
      `\\b(\\d{1,2})(?:\\s*de\\s+|[\\s-]*)${MONTH}(?:\\s*de\\s+|[\\s,-]*)(\\d{4}|\\d{2})\\b`,
      'giu',
    ),
    read: (m) => {
      const month = MONTHS[m[2]!.toLowerCase()];
      return month ? valid(+m[3]!, month, +m[1]!) : undefined;
    },
  },
  {
    // May 1, 2031
    regex: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'giu'),
    read: (m) => {
      const month = MONTHS[m[1]!.toLowerCase()];
      return month ? valid(+m[3]!, month, +m[2]!) : undefined;
    },
  },
];

export interface Found {
  value: string;
  index: number;
  end: number;
}

/** Every date in a text, in the order it appears. */
export function findDates(text: string): Found[] {
  const found: Found[] = [];
  for (const { regex, read } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const value = read(match as RegExpExecArray);
      const index = match.index;
      if (value && !found.some((f) => index < f.end && index + match[0].length > f.index)) {
        found.push({ value, index, end: index + match[0].length });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const TIME = /\b([01]?\d|2[0-3])(?::|h|\.)([0-5]\d)(?:\s*([ap])\.?\s?m\.?)?(?![\d/])/gi;

/** Every time of day (`HH:mm`, 24 hours) in a text, in order. */
export function findTimes(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(TIME)) {
    let hours = Number(match[1]);
    const meridiem = match[3]?.toLowerCase();
    if (meridiem === 'p' && hours < 12) hours += 12;
    if (meridiem === 'a' && hours === 12) hours = 0;
    found.push({
      value: `${pad(hours)}:${match[2]}`,
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

export const firstDate = (text: string) => findDates(text)[0]?.value;
export const firstTime = (text: string) => findTimes(text)[0]?.value;

/** An ISO 8601 date-time from structured data, as its local wall-clock `YYYY-MM-DDTHH:mm`. */
export function localOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value.trim());
  return match ? `${match[1]}T${match[2]}` : undefined;
}

/** The date part of an ISO date or date-time. */
export function dateOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? firstDate(value);
}

/** An amount as printed (`1.234,56`, `1,234.56`, `1234`) to a number. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return undefined;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let normalized: string;
  if (lastComma > lastDot) {
    normalized =
      cleaned.length - lastComma === 3
        ? cleaned.replace(/\./g, '').replace(',', '.')
        : cleaned.replace(/,/g, '');
  } else if (lastDot > lastComma) {
    normalized = cleaned.length - lastDot === 3 ? cleaned.replace(/,/g, '') : cleaned.replace(/[.,]/g, '');
  } else normalized = cleaned;
  const amount = Number(normalized);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : undefined;
}
