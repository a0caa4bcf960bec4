import { format, isValid, parseISO } from 'date-fns';

/** SPEC.md 9: notification dates read dd/MM/yyyy HH:mm in every language. */
export const NOTIFICATION_DATE_FORMAT = 'dd/MM/yyyy HH:mm';

/** The date in the user's local time, or undefined when it cannot be parsed (the caller says so). */
export function formatNotificationDate(createdAt: string): string | undefined {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, NOTIFICATION_DATE_FORMAT) : undefined;
}
