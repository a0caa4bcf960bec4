import { Avatar, AvatarGroup, Box, Chip, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@trilha/shared';
import { initialsOf } from '../lib/item-participants';

type Person = Pick<Participant, '_id' | 'name'>;

export interface WhoGoesFieldProps {
  /** The chosen people's ids, or null for everyone. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  people: readonly Person[];
  /** The error to show (a message key or the server's text). */
  error?: string;
}

/**
 * "Who goes": everyone (the default), or some of the trip's people, as chips that wrap at any width.
 * Choosing a person narrows "everyone" to them; leaving nobody chosen goes back to everyone, since an
 * item for nobody is not a plan. A trip of one person has nothing to choose, so the field stays away,
 * as it does while the people load or cannot be read (offline): the item keeps who it has.
 */
export function WhoGoesField({ value, onChange, people, error }: WhoGoesFieldProps) {
  const { t, i18n } = useTranslation();
  if (people.length < 2) return null;
  const chosen = new Set(value ?? []);
  const toggle = (id: string) => {
    const next = chosen.has(id) ? (value ?? []).filter((each) => each !== id) : [...(value ?? []), id];
    onChange(next.length > 0 ? next : null);
  };
  const errorText = error && i18n.exists(error) ? t(error) : error;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('plan.whoGoes.label')}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t('plan.whoGoes.everyone')}
          aria-pressed={value === null}
          color={value === null ? 'primary' : 'default'}
          variant={value === null ? 'filled' : 'outlined'}
          onClick={() => onChange(null)}
        />
        {people.map((person) => (
          <Chip
            key={person._id}
            label={person.name}
            aria-pressed={chosen.has(person._id)}
            color={chosen.has(person._id) ? 'primary' : 'default'}
            variant={chosen.has(person._id) ? 'filled' : 'outlined'}
            onClick={() => toggle(person._id)}
          />
        ))}
      </Box>
      <FormHelperText>{errorText || t('plan.whoGoes.hint')}</FormHelperText>
    </FormControl>
  );
}

/** `WhoGoesField` bound to a react-hook-form field holding `string[] | null`. */
export function FormWhoGoesField<T extends FieldValues>({
  control,
  name,
  people,
}: {
  control: Control<T>;
  name: Path<T>;
  people: readonly Person[];
}) {
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <WhoGoesField
      value={(value as string[] | null | undefined) ?? null}
      onChange={onChange}
      people={people}
      error={error?.message ?? error?.root?.message}
    />
  );
}

/**
 * The small initials of who goes on an item of the plan; nothing when everyone goes. Named in full for
 * screen readers and on hover.
 */
export function ItemPeopleAvatars({ people }: { people: readonly Person[] | null }) {
  const { t } = useTranslation();
  if (!people || people.length === 0) return null;
  const names = people.map((person) => person.name).join(', ');
  return (
    <AvatarGroup
      max={4}
      role="img"
      aria-label={t('plan.whoGoes.goingNamed', { names })}
      title={names}
      sx={{
        justifyContent: 'flex-start',
        alignSelf: 'flex-start',
        '& .MuiAvatar-root': { width: 22, height: 22, fontSize: '0.65rem', borderWidth: 1 },
      }}
    >
      {people.map((person) => (
        <Avatar key={person._id} aria-hidden sx={{ bgcolor: 'secondary.main' }}>
          {initialsOf(person.name)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
