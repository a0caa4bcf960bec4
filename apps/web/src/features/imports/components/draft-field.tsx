import type { ReactNode } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import DataObjectOutlinedIcon from '@mui/icons-material/DataObjectOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import SubjectOutlinedIcon from '@mui/icons-material/SubjectOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportProvenance, ImportSource } from '@trilha/shared';
import { DateTimeValueField } from '../../../components/date-time-fields';

type Shown = ImportSource | 'missing' | 'missingOptional';

const SOURCE_ICONS: Record<Shown, SvgIconComponent> = {
  'structured-data': DataObjectOutlinedIcon,
  barcode: QrCode2OutlinedIcon,
  text: SubjectOutlinedIcon,
  ai: AutoAwesomeOutlinedIcon,
  user: EditOutlinedIcon,
  missing: ErrorOutlineIcon,
  missingOptional: ErrorOutlineIcon,
};

/** "How it was found", small under the field, with an icon to tell the sources apart at a glance. */
function FoundHint({ source }: { source: Shown }) {
  const { t } = useTranslation();
  const Icon = SOURCE_ICONS[source];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: source === 'missing' ? 'warning.dark' : source === 'ai' ? 'secondary.dark' : undefined,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: '1em' }} />
      {t(`importer.found.${source}`)}
    </Box>
  );
}

const PICKERS: Record<string, 'date' | 'time' | 'dateTime' | undefined> = {
  date: 'date',
  time: 'time',
  'datetime-local': 'dateTime',
};

interface DraftFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How this field's value was found (its key in the provenance). */
  provenance: ImportProvenance;
  found: string;
  /** A message key from the shared schemas (`validation.required`) when the value is refused. */
  error?: string;
  /** Dates and times use the app's pickers (its language's way of writing them); the value stays ISO. */
  type?: TextFieldProps['type'] | 'datetime-local';
  end?: ReactNode;
  wide?: boolean;
  maxLength?: number;
  /** May stay empty: a missing value is only mentioned, not asked for. */
  optional?: boolean;
}

/**
 * One editable value of a preview item, saying under it how it was found (or that it was not, so it
 * needs filling in) until the traveller's value is refused by the item's rules.
 */
export function DraftField({
  label,
  value,
  onChange,
  provenance,
  found,
  error,
  type,
  end,
  wide = false,
  maxLength,
  optional = false,
}: DraftFieldProps) {
  const { t } = useTranslation();
  const source = provenance.fields[found];
  // A reader may name a field it left empty; either way the traveller has to fill it in.
  const shown: Shown | undefined = value.trim() === '' ? (optional ? 'missingOptional' : 'missing') : source;
  const helperText = error ? t(error) : shown ? <FoundHint source={shown} /> : undefined;
  const picker = PICKERS[type ?? ''];
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      {picker ? (
        <DateTimeValueField
          kind={picker}
          label={label}
          value={value}
          onChange={onChange}
          size="small"
          error={Boolean(error)}
          helperText={helperText}
        />
      ) : (
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          type={type}
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{
            input: end ? { endAdornment: end } : undefined,
            htmlInput: maxLength ? { maxLength } : undefined,
          }}
        />
      )}
    </Box>
  );
}

/** The fields of one item: a column on a phone, two or three side by side on wider screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
