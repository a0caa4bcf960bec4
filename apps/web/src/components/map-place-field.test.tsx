import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '../test/providers';
import { i18n } from '../lib/i18n/i18n';
import { fakeGoogleMaps, removeFakeGoogleMaps } from '../test/fake-google-maps';
import { mockApi } from '../test/mock-api';
import { MapPlaceField, type Coordinates } from './map-place-field';

const changes: Coordinates[] = [];

function Harness({ start = { lat: null, lon: null } }: { start?: Coordinates }) {
  const [value, setValue] = useState<Coordinates>(start);
  return (
    <MapPlaceField
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function renderField(start?: Coordinates) {
  changes.length = 0;
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Harness start={start} />
    </AppProviders>,
  );
  return user;
}

afterEach(removeFakeGoogleMaps);

describe('place on the map', () => {
  it('without Google Maps, searches the bundled cities and fills the coordinates', async () => {
    const api = mockApi({
      'GET /places/search': {
        status: 200,
        data: [
          {
            name: 'Lisboa',
            country: 'Portugal',
            countryCode: 'PT',
            lat: 38.72,
            lon: -9.14,
            address: null,
            kind: 'city',
            source: 'bundled',
          },
        ],
      },
    });
    const user = renderField();
    await user.type(screen.getByRole('combobox', { name: 'Place on the map' }), 'Lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisboa, Portugal' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ lat: 38.72, lon: -9.14 }));
    expect(screen.getByText(/On the map at 38\.7200, -9\.1400/)).toBeInTheDocument();
    expect(api.callsTo('GET /places/search').at(-1)?.params).toEqual({ q: 'Lisb' });
  });

  it('with Google Maps on the page, suggests Google places and takes the chosen one’s position', async () => {
    const google = fakeGoogleMaps();
    const api = mockApi();
    const user = renderField();
    await user.type(screen.getByRole('combobox', { name: 'Place on the map' }), 'Torre');
    const option = await screen.findByRole('option', { name: 'Torre de Belém, Lisboa, Portugal' });
    expect(screen.getByRole('option', { name: 'LX Factory, Lisboa, Portugal' })).toBeInTheDocument();
    await user.click(option);
    await waitFor(() => expect(changes.at(-1)).toEqual({ lat: 38.6916, lon: -9.216 }));
    expect(google.importLibrary).toHaveBeenCalledWith('places');
    expect(google.requests.at(-1)).toMatchObject({ input: 'Torre', language: 'en' });
    expect(google.requests.at(-1)?.sessionToken).toBeDefined();
    expect(google.fetched.at(-1)).toContain('location');
    expect(api.callsTo('GET /places/search')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Take off the map' }));
    expect(changes.at(-1)).toEqual({ lat: null, lon: null });
    expect(screen.getByRole('combobox', { name: 'Place on the map' })).toHaveValue('');
  });

  it('sets the point by clicking a small map, by keyboard too, and clears it', async () => {
    mockApi();
    const user = renderField({ lat: 38.7, lon: -9.1 });
    await user.click(screen.getByRole('button', { name: 'Pick on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick on the map' });
    const map = await within(dialog).findByRole('application', { name: 'Map to pick the point' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Point marked: 38.70000, -9.10000');

    // jsdom lays nothing out: the map has no size, so any point clicked is the map's centre. Move the
    // map by keyboard first so the centre is somewhere new.
    map.focus();
    fireEvent.keyDown(map, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).not.toHaveTextContent('Point marked: 38.70000, -9.10000'));
    const clicked = /Point marked: (-?\d+\.\d+), (-?\d+\.\d+)/.exec(status.textContent ?? '')!;
    expect(Number(clicked[1])).toBeGreaterThan(38.7);

    await user.click(within(dialog).getByRole('button', { name: 'Remove the point' }));
    expect(status).toHaveTextContent('No point marked.');
    fireEvent.keyDown(map, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(status).toHaveTextContent(/Point marked: -?\d+\.\d{5}, -?\d+\.\d{5}/);
    const marked = /Point marked: (-?\d+\.\d+), (-?\d+\.\d+)/.exec(status.textContent ?? '')!;
    await user.click(within(dialog).getByRole('button', { name: 'Use this point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes.at(-1)!.lat).toBeCloseTo(Number(marked[1]), 4);
    expect(changes.at(-1)!.lon).toBeCloseTo(Number(marked[2]), 4);

    await user.click(screen.getByRole('button', { name: 'Pick on the map' }));
    const again = await screen.findByRole('dialog', { name: 'Pick on the map' });
    await user.click(within(again).getByRole('button', { name: 'Remove the point' }));
    await user.click(within(again).getByRole('button', { name: 'Use this point' }));
    expect(changes.at(-1)).toEqual({ lat: null, lon: null });
    expect(screen.queryByRole('button', { name: 'Take off the map' })).not.toBeInTheDocument();
  });

  it('names the map’s zoom buttons in the interface language, and again when it changes', async () => {
    mockApi();
    await i18n.changeLanguage('pt');
    const user = renderField({ lat: 38.7, lon: -9.1 });
    await user.click(screen.getByRole('button', { name: 'Escolher no mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolher no mapa' });
    await within(dialog).findByRole('application', { name: 'Mapa para escolher o ponto' });
    expect(within(dialog).getByRole('button', { name: 'Aproximar' })).toHaveAttribute('title', 'Aproximar');
    expect(within(dialog).getByRole('button', { name: 'Afastar' })).toHaveAttribute('title', 'Afastar');
    expect(within(dialog).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    expect(within(dialog).getByRole('button', { name: 'Acercar' })).toHaveAttribute('title', 'Acercar');
    expect(within(dialog).getByRole('button', { name: 'Alejar' })).toHaveAttribute('title', 'Alejar');
  });
});
