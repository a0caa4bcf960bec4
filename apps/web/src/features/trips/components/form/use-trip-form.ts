import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  tripInputSchema,
  type Currency,
  type TripDetail,
} from '@trilha/shared';
import { normalizeAmount } from '../../../../components/money-field';
import { applyServerError } from '../../../../lib/api-errors';
import { useCurrentUser } from '../../../../lib/auth/session';
import { useCreateTrip } from '../../api/create-trip';
import { useUpdateTrip } from '../../api/update-trip';
import {
  emptyTripValues,
  TRIP_FORM_FIELDS,
  tripFormValues,
  type TripFormValues,
  type TripSubmitValues,
} from './trip-form-values';

export type TripForm = UseFormReturn<TripFormValues, unknown, TripSubmitValues>;

function asCurrency(code: string | undefined): Currency {
  return (CURRENCIES as readonly string[]).includes(code ?? '') ? (code as Currency) : DEFAULT_CURRENCY;
}

const schemaResolver = zodResolver(tripInputSchema) as Resolver<TripFormValues, unknown, TripSubmitValues>;

/** A budget amount typed the Portuguese or Spanish way ("3000,50") is read as "3000.50". */
const resolver: Resolver<TripFormValues, unknown, TripSubmitValues> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      budgetAmount:
        typeof values.budgetAmount === 'string' ? normalizeAmount(values.budgetAmount) : values.budgetAmount,
    },
    context,
    options,
  );

/** The trip's form, prefilled from the trip when editing; a new trip starts in the user's currency. */
export function useTripForm(trip?: TripDetail): TripForm {
  const user = useCurrentUser();
  return useForm<TripFormValues, unknown, TripSubmitValues>({
    resolver,
    defaultValues: trip ? tripFormValues(trip) : emptyTripValues(asCurrency(user.settings.currency)),
  });
}

/**
 * Creates or updates the trip and opens it. `onErrors` runs whenever the form ends up with errors,
 * from the schema or from the server, so a stepped form can show the step that holds them.
 */
export function useSaveTrip(form: TripForm, tripId?: string, onErrors?: () => void) {
  const navigate = useNavigate();
  const create = useCreateTrip();
  const update = useUpdateTrip(tripId ?? '');
  const mutation = tripId ? update : create;
  const save = form.handleSubmit(
    (values) =>
      mutation.mutateAsync(values).then(
        (trip) => navigate(`/trips/${trip._id}`),
        (error: unknown) => {
          applyServerError(error, form.setError, { fields: TRIP_FORM_FIELDS });
          onErrors?.();
        },
      ),
    onErrors,
  );
  return { save, pending: mutation.isPending };
}
