import type { Tour } from '@trilha/shared';
import { tripItemList } from '../../trips';

const tours = tripItemList<Tour>('tours');

export const tourKeys = { list: tours.key };

export const tourQueries = { list: tours.query };

/** A tour shows in the tours list, on its day and in the calendar. */
export const invalidateTours = tours.invalidate;
