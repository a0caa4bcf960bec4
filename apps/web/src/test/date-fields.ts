import { fireEvent, screen } from '@testing-library/react';
import { format, parse } from 'date-fns';
import { DISPLAY_FORMATS, VALUE_FORMATS } from '../components/date-time-fields';
import { currentLanguage } from '../lib/i18n/i18n';

type Kind = keyof typeof VALUE_FORMATS;
type Scope = Pick<typeof screen, 'getByRole'>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A date or time field (one group of sections, named by its label) within `scope`; a string label also
 * finds a required field, whose label ends in " *".
 */
export function pickerField(name: string | RegExp, scope: Scope = screen): HTMLElement {
  const label = typeof name === 'string' ? new RegExp(`^${escape(name)}( \\*)?$`) : name;
  return scope.getByRole('group', { name: label });
}

/** What the field holds as text, in the app language's way of writing it ("24/12/2026" in pt). */
export function pickerText(name: string | RegExp, scope: Scope = screen): string {
  return (pickerField(name, scope).querySelector('input') as HTMLInputElement).value;
}

function enter(kind: Kind, name: string | RegExp, value: string, scope: Scope) {
  const typed = value
    ? format(parse(value, VALUE_FORMATS[kind], new Date()), DISPLAY_FORMATS[currentLanguage()][kind])
    : '';
  // The picker reads a whole value written the language's way, as when a person pastes it.
  const input = pickerField(name, scope).querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: typed } });
}

/** Enters `yyyy-MM-dd` (or '' to clear) the way the app's language writes dates. */
export const fillDate = (name: string | RegExp, isoDate: string, scope: Scope = screen) =>
  enter('date', name, isoDate, scope);

/** Enters `HH:mm` (or '' to clear) the way the app's language writes times. */
export const fillTime = (name: string | RegExp, time: string, scope: Scope = screen) =>
  enter('time', name, time, scope);

/** Enters `yyyy-MM-ddTHH:mm` the way the app's language writes dates and times. */
export const fillDateTime = (name: string | RegExp, value: string, scope: Scope = screen) =>
  enter('dateTime', name, value, scope);
