import { afterEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { estimateLegs, type TravelLeg as Leg } from '@trilha/shared';
import { AppProviders, createQueryClient } from '../../test/providers';
import { i18n } from '../../lib/i18n/i18n';
import { apiError, mockApi } from '../../test/mock-api';
import { useRoute } from './api/use-route';
import { formatDistance, formatDuration, TravelLeg } from './components/travel-leg';

const rossio = { lat: 38.7139, lon: -9.1394 };
const belem = { lat: 38.6916, lon: -9.2157 };
const alfama = { lat: 38.7118, lon: -9.1302 };

const routed: Leg = { distanceMeters: 1234, durationSeconds: 900, estimated: false };
const estimated: Leg = { distanceMeters: 1234, durationSeconds: 900, estimated: true };

afterEach(async () => {
  onlineManager.setOnline(true);
  await act(() => i18n.changeLanguage('en'));
});

describe('a travel leg', () => {
  it('reads as distance · time and mode in each language, with an estimate marked as one', async () => {
    await act(() => i18n.changeLanguage('pt'));
    const { unmount } = render(
      <>
        <TravelLeg leg={routed} mode="walking" />
        <TravelLeg leg={estimated} mode="walking" />
      </>,
    );
    expect(screen.getByText('1,2 km · 15 min a pé')).toBeVisible();
    expect(screen.getByText('≈ 1,2 km · 15 min a pé (estimativa)')).toBeVisible();
    unmount();

    await act(() => i18n.changeLanguage('en'));
    const english = render(
      <>
        <TravelLeg leg={routed} mode="driving" />
        <TravelLeg leg={estimated} mode="transit" />
      </>,
    );
    expect(screen.getByText('1.2 km · 15 min by car')).toBeVisible();
    expect(screen.getByText('≈ 1.2 km · 15 min by public transport (estimate)')).toBeVisible();
    english.unmount();

    await act(() => i18n.changeLanguage('es'));
    render(<TravelLeg leg={estimated} mode="walking" />);
    expect(screen.getByText('≈ 1,2 km · 15 min a pie (estimación)')).toBeVisible();
  });

  it('writes short distances in metres and long times in hours', () => {
    expect(formatDistance(843, 'pt')).toBe('840 m');
    expect(formatDistance(3, 'en')).toBe('10 m');
    expect(formatDistance(274_400, 'pt')).toBe('274 km');
    expect(formatDuration(20)).toBe('1 min');
    expect(formatDuration(4800)).toBe('1 h 20 min');
    expect(formatDuration(7200)).toBe('2 h');
  });
});

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient({ retry: false })}>{children}</AppProviders>;
}

describe('useRoute', () => {
  it('asks the server once for the stops and mode and gives its legs and path', async () => {
    const legs = [
      { distanceMeters: 9000, durationSeconds: 7000, estimated: false },
      { distanceMeters: 9500, durationSeconds: 7200, estimated: false },
    ];
    const geometry = [
      [rossio.lat, rossio.lon],
      [belem.lat, belem.lon],
      [alfama.lat, alfama.lon],
    ];
    const api = mockApi({
      'POST /trips/trip-1/route': {
        status: 200,
        data: { mode: 'walking', estimated: false, legs, geometry },
      },
    });
    const { result } = renderHook(() => useRoute('trip-1', [rossio, belem, alfama], 'walking'), { wrapper });
    expect(result.current.legs).toBeUndefined();
    await waitFor(() => expect(result.current.legs).toEqual(legs));
    expect(result.current).toMatchObject({ estimated: false, geometry });
    expect(api.callsTo('POST /trips/trip-1/route')).toHaveLength(1);
    expect(api.callsTo('POST /trips/trip-1/route')[0]!.body).toEqual({
      mode: 'walking',
      stops: [rossio, belem, alfama],
    });
  });

  it('estimates on the device while offline, the same way the server does', () => {
    onlineManager.setOnline(false);
    const api = mockApi();
    const { result } = renderHook(() => useRoute('trip-1', [rossio, belem], 'driving'), { wrapper });
    expect(result.current).toEqual({
      legs: estimateLegs([rossio, belem], 'driving'),
      geometry: null,
      estimated: true,
    });
    expect(api.callsTo('POST /trips/trip-1/route')).toHaveLength(0);
  });

  it('estimates when the server cannot answer, and needs no server for a single stop', async () => {
    mockApi({ 'POST /trips/trip-1/route': apiError(503, 'DATABASE_UNAVAILABLE', 'Down.') });
    const { result } = renderHook(() => useRoute('trip-1', [rossio, belem], 'transit'), { wrapper });
    await waitFor(() => expect(result.current.estimated).toBe(true));
    expect(result.current.legs).toEqual(estimateLegs([rossio, belem], 'transit'));
    const single = renderHook(() => useRoute('trip-1', [rossio], 'walking'), { wrapper });
    expect(single.result.current.legs).toEqual([]);
  });
});
