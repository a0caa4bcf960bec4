import { describe, expect, it } from 'vitest';
import type { ItineraryDay, ItineraryItem, TimeOfDay } from '@trilha/shared';
import { timelineDays } from './components/timeline/timeline-days';

const item = (
  placeName: string,
  date: string,
  timeOfDay: TimeOfDay,
  time: string | null,
  position: number,
): ItineraryItem => ({
  _id: placeName,
  date,
  timeOfDay,
  time,
  placeName,
  notes: '',
  location: '',
  position,
});

describe('timelineDays', () => {
  it('keeps only days with something, in date order, each in time order', () => {
    const days: ItineraryDay[] = [
      {
        date: '2027-01-01',
        outsideTrip: false,
        items: [
          item('Dinner', '2027-01-01', 'evening', '20:00', 0),
          item('Museum', '2027-01-01', 'morning', null, 1),
        ],
      },
      { date: '2027-01-02', outsideTrip: false, items: [] },
      {
        date: '2027-01-03',
        outsideTrip: false,
        items: [item('Beach', '2027-01-03', 'afternoon', '15:00', 0)],
      },
      { date: '2027-01-05', outsideTrip: true, items: [item('Kept', '2027-01-05', 'night', null, 0)] },
    ];
    const timeline = timelineDays(days);
    expect(timeline.map((day) => day.date)).toEqual(['2027-01-01', '2027-01-03', '2027-01-05']);
    expect(timeline[0]!.entries.map((entry) => entry.item.placeName)).toEqual(['Museum', 'Dinner']);
    expect(timeline[2]!.outsideTrip).toBe(true);
  });

  it('is empty for a trip with no dated items', () => {
    expect(timelineDays([{ date: '2027-01-01', outsideTrip: false, items: [] }])).toEqual([]);
  });
});
