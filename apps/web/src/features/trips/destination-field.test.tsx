import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AppProviders, createQueryClient } from '../../test/providers';
import { fakeGoogleMaps, removeFakeGoogleMaps } from '../../test/fake-google-maps';
import { mockApi } from '../../test/mock-api';
import { DestinationField } from './components/form/destination-field';
import { emptyTripValues, type TripFormValues } from './components/form/trip-form-values';

let current: TripFormValues['destination'] | undefined;

function Harness() {
  const { control, watch } = useForm<TripFormValues>({ defaultValues: emptyTripValues('EUR') });
  current = watch('destination');
  return <DestinationField control={control} />;
}

afterEach(removeFakeGoogleMaps);

describe('destination with Google Maps on the page', () => {
  it('offers Google places and keeps the chosen one with its country and coordinates', async () => {
    const google = fakeGoogleMaps();
    const api = mockApi();
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <Harness />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Destination'), 'Torre');
    await user.click(await screen.findByRole('option', { name: 'Torre de Belém, Lisboa, Portugal' }));
    await waitFor(() =>
      expect(current).toEqual({
        name: 'Torre de Belém',
        country: 'Portugal',
        countryCode: 'PT',
        lat: 38.6916,
        lon: -9.216,
      }),
    );
    expect(google.requests.at(-1)).toMatchObject({ input: 'Torre' });
    expect(api.callsTo('GET /places/search')).toHaveLength(0);
  });
});
