import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { PlaceSearchResult } from '@trilha/shared';
import { AppProviders, createQueryClient } from '../../test/providers';
import { i18n } from '../../lib/i18n/i18n';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { DestinationField } from './components/form/destination-field';
import { emptyTripValues, type TripFormValues } from './components/form/trip-form-values';

let current: TripFormValues['destination'] | undefined;

function Harness() {
  const { control, watch } = useForm<TripFormValues>({ defaultValues: emptyTripValues('EUR') });
  current = watch('destination');
  return <DestinationField control={control} />;
}

const place = (name: string, country: string, countryCode: string, region?: string): PlaceSearchResult => ({
  name,
  country,
  countryCode,
  lat: 38.72,
  lon: -9.13 - name.length - (region?.length ?? 0) / 100,
  ...(region ? { region } : {}),
  address: null,
  kind: 'city',
  source: 'bundled',
});

/** The server names cities and countries in the request's language (Accept-Language). */
const ANSWERS: Record<string, PlaceSearchResult[]> = {
  pt: [place('Lisboa', 'Portugal', 'PT', 'Lisbon'), place('Nova York', 'Estados Unidos', 'US', 'New York')],
  es: [place('Lisboa', 'Portugal', 'PT', 'Lisbon'), place('Nueva York', 'Estados Unidos', 'US', 'New York')],
  en: [place('Lisbon', 'Portugal', 'PT', 'Lisbon'), place('New York', 'United States', 'US', 'New York')],
};

function renderField(language: string) {
  const api = mockApi({
    'GET /places/search': (request: MockRequest) => ({
      status: 200,
      data: ANSWERS[String(request.headers['Accept-Language'])] ?? [],
    }),
  });
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Harness />
    </AppProviders>,
  );
  return { api, label: language === 'en' ? 'Destination' : 'Destino' };
}

describe('destination names in the interface language', () => {
  it.each([
    ['pt', 'Lisboa, Portugal', 'Nova York, Estados Unidos'],
    ['es', 'Lisboa, Portugal', 'Nueva York, Estados Unidos'],
    ['en', 'Lisbon, Portugal', 'New York, United States'],
  ])('in %s offers "%s" and "%s" and keeps the name shown', async (language, lisbon, newYork) => {
    await act(() => i18n.changeLanguage(language));
    const { api, label } = renderField(language);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label), 'lis');
    expect(await screen.findByRole('option', { name: lisbon })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: newYork })).toBeInTheDocument();
    expect(api.callsTo('GET /places/search').at(-1)?.headers['Accept-Language']).toBe(language);
    await user.click(screen.getByRole('option', { name: lisbon }));
    await waitFor(() => expect(current).toMatchObject({ name: lisbon.split(',')[0], countryCode: 'PT' }));
  });

  it('shows the region of towns that share a name in one country, and only theirs', async () => {
    await act(() => i18n.changeLanguage('pt'));
    mockApi({
      'GET /places/search': {
        status: 200,
        data: [
          place('Portland', 'Estados Unidos', 'US', 'Oregon'),
          place('Porto', 'Portugal', 'PT', 'Porto'),
          place('Portland', 'Estados Unidos', 'US', 'Maine'),
          place('Portland', 'Austrália', 'AU', 'Victoria'),
        ],
      },
    });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <Harness />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Destino'), 'port');
    expect(
      await screen.findByRole('option', { name: 'Portland, Oregon, Estados Unidos' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Portland, Oregon, Estados Unidos',
      'Porto, Portugal',
      'Portland, Maine, Estados Unidos',
      'Portland, Austrália',
    ]);
  });
});
