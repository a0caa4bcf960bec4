import { useState, type ReactNode } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as enPickers, esES as esPickers, ptBR as ptPickers } from '@mui/x-date-pickers/locales';
import { format, isValid, parse, type Locale } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@trilha/shared';

type Kind = 'date' | 'time' | 'dateTime';

/** What the form holds and the API reads, whatever the language shows: the contract does not change. */
export const VALUE_FORMATS: Record<Kind, string> = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: "yyyy-MM-dd'T'HH:mm",
};

/** What a person reads and types in each of the app's languages (dd/MM/yyyy in pt and es). */
export const DISPLAY_FORMATS: Record<Language, Record<Kind, string>> = {
  pt: { date: 'dd/MM/yyyy', time: 'HH:mm', dateTime: 'dd/MM/yyyy HH:mm' },
  es: { date: 'dd/MM/yyyy', time: 'HH:mm', dateTime: 'dd/MM/yyyy HH:mm' },
  en: { date: 'MM/dd/yyyy', time: 'hh:mm aa', dateTime: 'MM/dd/yyyy hh:mm aa' },
};

// Brazilian and Spanish calendars start the week on Monday (as the app's calendar does); date-fns's ptBR
// says Sunday.
const mondayFirst = (locale: Locale): Locale => ({
  ...locale,
  options: { ...locale.options, weekStartsOn: 1 },
});

const LOCALES: Record<Language, { dates: Locale; texts: typeof enPickers }> = {
  pt: { dates: mondayFirst(ptBR), texts: ptPickers },
  es: { dates: mondayFirst(es), texts: esPickers },
  en: { dates: enUS, texts: enPickers },
};

function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return language in LOCALES ? language : 'pt';
}

/** The pickers' calendar names, buttons and placeholders in the app's language, not the browser's. */
function PickerLocale({ language, children }: { language: Language; children: ReactNode }) {
  const { dates, texts } = LOCALES[language];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dates}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

const toDate = (kind: Kind, text: string | null | undefined): Date | null => {
  if (!text) return null;
  const date = parse(text, VALUE_FORMATS[kind], new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

/** A half-typed or impossible date is no value to the form, as an unfinished native input was. */
const toText = (kind: Kind, date: Date | null): string =>
  date && isValid(date) ? format(date, VALUE_FORMATS[kind]) : '';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  /** What an empty field gives the form: '' for a required date, null where the contract takes "none". */
  emptyValue?: '' | null;
}

interface DateBounds {
  /** Earliest and latest days the calendar offers, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
}

/** The picker's value for a text value (`VALUE_FORMATS`), and the text for each date it picks. */
function usePickerValue(kind: Kind, text: string, onText: (text: string) => void) {
  // The picker's own value, kept while it stands for what is held, so a half-typed date stays on
  // screen; a value set from outside (a reset, a server answer) replaces it.
  const [draft, setDraft] = useState<Date | null>(() => toDate(kind, text));
  return {
    value: toText(kind, draft) === text ? draft : toDate(kind, text),
    onChange: (date: Date | null) => {
      setDraft(date);
      onText(toText(kind, date));
    },
  };
}

function usePickerField<T extends FieldValues>(kind: Kind, props: FieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const picker = usePickerValue(kind, (field.value as string | null | undefined) ?? '', (next) =>
    field.onChange(next === '' && props.emptyValue === null ? null : next),
  );
  const message = fieldState.error?.message;
  const errorText = message && i18n.exists(message) ? t(message) : message;
  return {
    ...picker,
    inputRef: field.ref,
    slotProps: {
      textField: {
        name: field.name,
        onBlur: field.onBlur,
        required: props.required,
        autoFocus: props.autoFocus,
        error: Boolean(fieldState.error),
        helperText: errorText || props.helperText,
        fullWidth: true,
      },
    },
  };
}

/** A day bound to react-hook-form as `yyyy-MM-dd`, shown and typed the app language's way. */
export function FormDateField<T extends FieldValues>(props: FieldProps<T> & DateBounds) {
  const language = useLanguage();
  const picker = usePickerField('date', props);
  return (
    <PickerLocale language={language}>
      <DatePicker
        {...picker}
        label={props.label}
        format={DISPLAY_FORMATS[language].date}
        minDate={toDate('date', props.min) ?? undefined}
        maxDate={toDate('date', props.max) ?? undefined}
      />
    </PickerLocale>
  );
}

/** A time of day bound to react-hook-form as `HH:mm` (24 h in pt and es, AM/PM in en). */
export function FormTimeField<T extends FieldValues>(props: FieldProps<T>) {
  const language = useLanguage();
  const picker = usePickerField('time', props);
  return (
    <PickerLocale language={language}>
      <TimePicker
        {...picker}
        label={props.label}
        format={DISPLAY_FORMATS[language].time}
        ampm={language === 'en'}
      />
    </PickerLocale>
  );
}

/** A local date and time bound to react-hook-form as `yyyy-MM-ddTHH:mm`. */
export function FormDateTimeField<T extends FieldValues>(props: FieldProps<T> & DateBounds) {
  const language = useLanguage();
  const picker = usePickerField('dateTime', props);
  return (
    <PickerLocale language={language}>
      <DateTimePicker
        {...picker}
        label={props.label}
        format={DISPLAY_FORMATS[language].dateTime}
        ampm={language === 'en'}
        minDate={toDate('date', props.min) ?? undefined}
        maxDate={toDate('date', props.max) ?? undefined}
      />
    </PickerLocale>
  );
}

interface ValueFieldProps {
  kind: Kind;
  /** `VALUE_FORMATS[kind]`, or '' when empty; what `onChange` gives back ('' for an empty or unfinished one). */
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
}

/**
 * The same pickers for a value held outside a form (the import preview's items): a date, a time or both,
 * as text in `VALUE_FORMATS`, shown and typed the app language's way.
 */
export function DateTimeValueField({
  kind,
  value,
  onChange,
  label,
  helperText,
  error,
  size,
}: ValueFieldProps) {
  const language = useLanguage();
  const picker = {
    ...usePickerValue(kind, value, onChange),
    label,
    format: DISPLAY_FORMATS[language][kind],
    slotProps: { textField: { size, error, helperText, fullWidth: true } },
  };
  return (
    <PickerLocale language={language}>
      {kind === 'date' ? (
        <DatePicker {...picker} />
      ) : kind === 'time' ? (
        <TimePicker {...picker} ampm={language === 'en'} />
      ) : (
        <DateTimePicker {...picker} ampm={language === 'en'} />
      )}
    </PickerLocale>
  );
}
