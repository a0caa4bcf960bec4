import type { ImportProvenance } from '@trilha/shared';
import { editedBy, setPath, type DraftItem } from '../utils/draft';

export interface EditorProps<T> {
  item: DraftItem<T>;
  onChange: (item: DraftItem<T>) => void;
  /** Refused fields' message keys by path. */
  errors?: Record<string, string>;
  /** The trip's currency, for a price found without one. */
  currency: string;
}

/**
 * What a found item's editor wires the same way for flights, stays and tours: `field(path, label)` gives a
 * `DraftField` its label, provenance, error and an `onChange` that sets the value and marks it as typed by the
 * traveller; `card` gives the `ItemCard` its tick, duplicate notice and refused state.
 */
export function useDraftItem<T extends { provenance: ImportProvenance }>({
  item,
  onChange,
  errors = {},
}: Pick<EditorProps<T>, 'item' | 'onChange' | 'errors'>) {
  /** `found` is the field's key in the provenance when it is not its path (`passengers` for a name). */
  const field = (path: string, label: string, found = path) => ({
    label,
    provenance: item.value.provenance,
    found,
    error: errors[path],
    onChange: (value: unknown) =>
      onChange({
        ...item,
        value: { ...setPath(item.value, path, value), provenance: editedBy(item.value.provenance, found) },
      }),
  });
  const card = {
    included: item.included,
    onIncludedChange: (included: boolean) => onChange({ ...item, included }),
    duplicate: item.duplicate,
    invalid: Object.keys(errors).length > 0,
  };
  return { field, card };
}
