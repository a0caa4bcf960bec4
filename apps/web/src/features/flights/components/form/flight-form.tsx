import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { flightInputSchema, type Airport, type Flight, type TripDetail } from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { normalizeAmount } from '../../../../components/money-field';
import { SubmitButton } from '../../../../components/submit-button';
import { RequiresServer } from '../../../../components/requires-server';
import { useCreateFlight } from '../../api/create-flight';
import { useUpdateFlight } from '../../api/update-flight';
import { airportLabel } from '../../utils/flight-format';
import { scheduleProblem } from '../../utils/flight-schedule';
import { DetailsStep } from './details-step';
import {
  allFields,
  emptyFlightValues,
  FLIGHT_STEPS,
  flightFormValues,
  stepFields,
  type FlightFormValues,
  type FlightSubmitValues,
} from './flight-form-values';
import { FlightReview } from './flight-review';
import { SeatsStep } from './seats-step';

const LAST_STEP = FLIGHT_STEPS.length - 1;

const schemaResolver = zodResolver(flightInputSchema) as Resolver<
  FlightFormValues,
  unknown,
  FlightSubmitValues
>;
/** A price typed the Portuguese or Spanish way ("120,50") is read as "120.50". */
const resolver: Resolver<FlightFormValues, unknown, FlightSubmitValues> = (values, context, options) =>
  schemaResolver(
    { ...values, price: typeof values.price === 'string' ? normalizeAmount(values.price) : values.price },
    context,
    options,
  );

/** The codes a saved flight already names, so its airports show with their names. */
function knownAirports(flight?: Flight): Record<string, string> {
  if (!flight) return {};
  return Object.fromEntries(
    [flight.departure, flight.arrival].map((end) => [
      end.airport,
      airportLabel({ code: end.airport, name: end.airportName }),
    ]),
  );
}

/** The time zones of the airports a saved flight names, to judge its times before saving. */
function knownZones(flight?: Flight): Record<string, string> {
  if (!flight) return {};
  return Object.fromEntries([flight.departure, flight.arrival].map((end) => [end.airport, end.timeZone]));
}

function useSaveFlight(tripId: string, flight?: Flight) {
  const create = useCreateFlight(tripId);
  const update = useUpdateFlight(tripId, flight?._id ?? '');
  return flight ? update : create;
}

function FormActions({
  step,
  pending,
  editing,
  onBack,
}: {
  step: number;
  pending: boolean;
  editing: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}>
      <Button
        color="inherit"
        size="large"
        startIcon={<ArrowBackIcon />}
        onClick={onBack}
        sx={{ visibility: step === 0 ? 'hidden' : undefined }}
      >
        {t('flights.form.back')}
      </Button>
      {step === LAST_STEP ? (
        <RequiresServer>
          <SubmitButton pending={pending}>
            {editing ? t('flights.form.saveChanges') : t('flights.form.save')}
          </SubmitButton>
        </RequiresServer>
      ) : (
        <Button type="submit" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          {t('flights.form.next')}
        </Button>
      )}
    </Box>
  );
}

/**
 * Adds a flight (POST) or edits one (PUT with every field) in three steps. Each step's fields must
 * pass the shared schema before the next; an error the server puts on a field of an earlier step
 * brings that step back.
 */
export function FlightForm({ trip, flight }: { trip: TripDetail; flight?: Flight }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<FlightFormValues, unknown, FlightSubmitValues>({
    resolver,
    defaultValues: flight ? flightFormValues(flight) : emptyFlightValues(trip),
  });
  const { control } = form;
  const mutation = useSaveFlight(trip._id, flight);
  const [step, setStep] = useState(0);
  const [airportLabels, setAirportLabels] = useState(() => knownAirports(flight));
  const [airportZones, setAirportZones] = useState(() => knownZones(flight));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [departureAirport, arrivalAirport] = useWatch({
    control,
    name: ['departure.airport', 'arrival.airport'],
  });

  // Keyboard and screen-reader users land on the new step's heading, not at the bottom of the page.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  const currentLists = () => {
    const [passengers, baggages] = form.getValues(['passengers', 'baggages']);
    return { passengers, baggages };
  };
  const showFirstStepWithErrors = () => {
    const lists = currentLists();
    const index = FLIGHT_STEPS.findIndex((_, candidate) =>
      stepFields(candidate, lists).some((name) => form.getFieldState(name as Path<FlightFormValues>).invalid),
    );
    if (index >= 0) setStep(index);
  };

  const save = form.handleSubmit(async (values) => {
    // The status is set on the card, not here: leaving it out keeps the one the flight has.
    const { status: _status, ...body } = values;
    try {
      await mutation.mutateAsync(body);
      await navigate(`/trips/${trip._id}?tab=flights`);
    } catch (error) {
      applyServerError(error, form.setError, { fields: allFields(currentLists()) });
      showFirstStepWithErrors();
    }
  }, showFirstStepWithErrors);

  /** The arrival against the departure, in their airports' zones: said here, not after the last step. */
  const scheduleIsWrong = () => {
    const [departure, arrival] = form.getValues(['departure', 'arrival']);
    const problem = scheduleProblem(
      { time: departure.time, timeZone: airportZones[departure.airport] },
      { time: arrival.time, timeZone: airportZones[arrival.airport] },
    );
    if (problem) form.setError('arrival.time', { message: problem }, { shouldFocus: true });
    return Boolean(problem);
  };

  const next = async () => {
    const names = stepFields(step, currentLists()) as Path<FlightFormValues>[];
    if (!(await form.trigger(names, { shouldFocus: true }))) return;
    if (FLIGHT_STEPS[step] === 'details' && scheduleIsWrong()) return;
    setStep(step + 1);
  };
  // Enter in a field moves on; only the review step saves.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_STEP) return save(event);
    event.preventDefault();
    return next();
  };
  const remember = (airport: Airport) => {
    setAirportLabels((known) => ({ ...known, [airport.code]: airportLabel(airport) }));
    setAirportZones((known) => ({ ...known, [airport.code]: airport.timeZone }));
  };

  const stepKey = FLIGHT_STEPS[step]!;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {FLIGHT_STEPS.map((key) => (
            <Step key={key}>
              <StepLabel>{t(`flights.form.steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
          <Box>
            <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ outline: 'none' }}>
              {t(`flights.form.steps.${stepKey}`)}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              {t('flights.form.progress', { step: step + 1, total: FLIGHT_STEPS.length })}
            </Typography>
          </Box>
          <FormErrorAlert errors={form.formState.errors} />
          {stepKey === 'details' && (
            <DetailsStep
              control={control}
              airportLabels={airportLabels}
              departureAirport={departureAirport}
              arrivalAirport={arrivalAirport}
              onPick={remember}
            />
          )}
          {stepKey === 'seats' && <SeatsStep control={control} tripId={trip._id} />}
          {stepKey === 'review' && (
            <FlightReview control={control} airportLabels={airportLabels} onEdit={setStep} />
          )}
          <FormActions
            step={step}
            pending={mutation.isPending}
            editing={Boolean(flight)}
            onBack={() => setStep(step - 1)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
