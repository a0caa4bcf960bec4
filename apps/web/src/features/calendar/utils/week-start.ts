import type { Day } from 'date-fns';
import type { Language } from '@trilha/shared';

// Brazilian and Spanish calendars start the week on Monday; date-fns's ptBR says Sunday.
export const WEEK_STARTS_ON: Record<Language, Day> = { en: 0, es: 1, pt: 1 };
