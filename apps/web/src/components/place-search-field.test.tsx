import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { PlaceSearchResult } from '@trilha/shared';
import { AppProviders, createQueryClient } from '../test/providers';
import { mockApi } from '../test/mock-api';
import { FormPlaceSearchField } from './place-search-field';

interface Values {
  placeName: string;
  location: string;
  lat: number | null;
  lon: number | null;
}

let current: Values | undefined;

function Harness({ initial }: { initial: Values }) {
  const { control, setValue, watch } = useForm<Values>({ defaultValues: initial });
  current = watch();
  return (
    <FormPlaceSearchField
      control={control}
      name="placeName"
      label="Place"
      maxLength={200}
      tripId="trip-1"
      onPick={(place) => {
        setValue('location', place.address ?? '');
        setValue('lat', place.lat);
        setValue('lon', place.lon);
      }}
      onType={() => {
        setValue('lat', null);
        setValue('lon', null);
      }}
    />
  );
}

const azulejo: PlaceSearchResult = {
  name: 'Museu Nacional do Azulejo',
  country: 'Portugal',
  countryCode: 'PT',
  lat: 38.7247,
  lon: -9.1136,
  address: 'Rua da Madre de Deus 4, 1900-312 Lisboa',
  kind: 'place',
  source: 'geocoder',
};
const stay: PlaceSearchResult = {
  ...azulejo,
  name: 'Casa do Museu',
  address: null,
  source: 'trip',
  lat: 38.711,
};

const renderField = (initial: Values) =>
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Harness initial={initial} />
    </AppProviders>,
  );

describe('place search field', () => {
  it('offers places near the trip and stores the picked one’s name, coordinates and address', async () => {
    const api = mockApi({ 'GET /places/search': { status: 200, data: [stay, azulejo] } });
    const user = userEvent.setup();
    renderField({ placeName: '', location: '', lat: null, lon: null });
    await user.type(screen.getByLabelText('Place'), 'museu');
    expect(await screen.findByText('Already in this trip')).toBeVisible();
    await user.click(await screen.findByText('Museu Nacional do Azulejo'));
    await waitFor(() =>
      expect(current).toEqual({
        placeName: 'Museu Nacional do Azulejo',
        location: 'Rua da Madre de Deus 4, 1900-312 Lisboa',
        lat: 38.7247,
        lon: -9.1136,
      }),
    );
    expect(api.callsTo('GET /places/search').at(-1)?.params).toEqual({
      q: 'museu',
      scope: 'place',
      tripId: 'trip-1',
    });
  });

  it('keeps typed text without coordinates, dropping those of an earlier pick', async () => {
    mockApi({
      'GET /places/search': ({ params }) => ({ status: 200, data: params.q === 'museu' ? [azulejo] : [] }),
    });
    const user = userEvent.setup();
    renderField({ placeName: '', location: '', lat: null, lon: null });
    await user.type(screen.getByLabelText('Place'), 'museu');
    await user.click(await screen.findByText('Museu Nacional do Azulejo'));
    await waitFor(() => expect(current).toMatchObject({ lat: 38.7247, lon: -9.1136 }));
    await user.type(screen.getByLabelText('Place'), ' de vigia');
    await waitFor(() =>
      expect(current).toMatchObject({
        placeName: 'Museu Nacional do Azulejo de vigia',
        lat: null,
        lon: null,
      }),
    );
    expect(
      await screen.findByText(
        'No place found. The text you typed stays as it is, without a point on the map.',
      ),
    ).toBeVisible();
  });

  it('keeps a point set another way (on the map) when the name is typed', async () => {
    mockApi({ 'GET /places/search': { status: 200, data: [] } });
    const user = userEvent.setup();
    renderField({ placeName: 'Torre', location: '', lat: 38.69, lon: -9.21 });
    await user.type(screen.getByLabelText('Place'), ' de vigia');
    await waitFor(() => expect(current).toMatchObject({ placeName: 'Torre de vigia' }));
    expect(
      await screen.findByText(
        'No place found. The text you typed stays as it is, without a point on the map.',
      ),
    ).toBeVisible();
    expect(current).toMatchObject({ lat: 38.69, lon: -9.21 });
  });
});
