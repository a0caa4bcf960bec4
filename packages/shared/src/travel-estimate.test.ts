import { describe, expect, it } from 'vitest';
import { DETOUR_FACTOR, estimateLeg, estimateLegs, haversineMeters } from './travel-estimate';

const rossio = { lat: 38.7139, lon: -9.1394 };
const belem = { lat: 38.6916, lon: -9.2157 };

describe('travel estimate', () => {
  it('measures the great-circle distance', () => {
    // Lisbon–Porto is about 274 km as the crow flies.
    expect(haversineMeters({ lat: 38.7223, lon: -9.1393 }, { lat: 41.1579, lon: -8.6291 })).toBeGreaterThan(
      272_000,
    );
    expect(haversineMeters({ lat: 38.7223, lon: -9.1393 }, { lat: 41.1579, lon: -8.6291 })).toBeLessThan(
      276_000,
    );
    expect(haversineMeters(rossio, rossio)).toBe(0);
  });

  it('stretches the line by the detour factor and divides by each mode’s speed', () => {
    const straight = haversineMeters(rossio, belem);
    const walking = estimateLeg(rossio, belem, 'walking');
    expect(walking.distanceMeters).toBe(Math.round(straight * DETOUR_FACTOR));
    expect(walking.estimated).toBe(true);
    // 4.5 km/h: 1.25 m/s.
    expect(walking.durationSeconds).toBe(Math.round(walking.distanceMeters / 1.25));
    const driving = estimateLeg(rossio, belem, 'driving');
    const transit = estimateLeg(rossio, belem, 'transit');
    expect(driving.durationSeconds).toBeLessThan(transit.durationSeconds);
    expect(transit.durationSeconds).toBeLessThan(walking.durationSeconds);
  });

  it('gives one leg fewer than stops', () => {
    expect(estimateLegs([rossio, belem, rossio], 'walking')).toHaveLength(2);
    expect(estimateLegs([rossio], 'walking')).toEqual([]);
  });
});
