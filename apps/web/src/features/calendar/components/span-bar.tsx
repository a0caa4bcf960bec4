import { Box } from '@mui/material';
import type { SpanSegment } from '../utils/calendar-events';
import { EventLink, EventTitle } from './event-link';
import { barColors, EventTypeIcon } from './event-type';

/** The height of one row of bars, wide screen and phone. */
export const BAR_HEIGHT = { wide: 22, compact: 14 } as const;
/** Where the first row of bars starts in a week: under the day numbers. */
export const BARS_TOP = { wide: 32, compact: 32 } as const;

// Room left between a bar's own ends and the cell borders; none where it goes on into another week.
const GAP = 3;
const percent = (columns: number) => `${Number(((columns / 7) * 100).toFixed(4))}%`;

/**
 * An all-day event's bar across the days it covers in one week, placed over the week's cells. On a wide
 * screen it is a link to the event; on a phone a thin band under the day numbers, left to the day buttons
 * beneath it (it takes no clicks) and to the chosen day's list for words.
 */
export function SpanBar({
  segment,
  compact,
  top = compact ? BARS_TOP.compact : BARS_TOP.wide,
}: {
  segment: SpanSegment;
  compact: boolean;
  /** Where the first row of bars starts, when not under a month cell's number. */
  top?: number;
}) {
  const { event, lane, first, last, fromBefore, toAfter } = segment;
  const height = compact ? BAR_HEIGHT.compact : BAR_HEIGHT.wide;
  const sx = {
    position: 'absolute',
    top: top + lane * height,
    left: `calc(${percent(first)} + ${fromBefore ? 0 : GAP}px)`,
    width: `calc(${percent(last - first + 1)} - ${(fromBefore ? 0 : GAP) + (toAfter ? 0 : GAP)}px)`,
    height: height - 2,
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    px: compact ? 0.5 : 0.75,
    borderTopLeftRadius: fromBefore ? 0 : 6,
    borderBottomLeftRadius: fromBefore ? 0 : 6,
    borderTopRightRadius: toAfter ? 0 : 6,
    borderBottomRightRadius: toAfter ? 0 : 6,
    fontSize: compact ? '0.625rem' : '0.75rem',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    ...barColors(event),
  } as const;
  if (compact) {
    return (
      <Box aria-hidden data-testid="span-bar" sx={{ ...sx, pointerEvents: 'none' }}>
        <EventTitle event={event} />
      </Box>
    );
  }
  return (
    <EventLink event={event} sx={{ ...sx, zIndex: 1 }}>
      <EventTypeIcon event={event} onBar />
      <EventTitle event={event} />
    </EventLink>
  );
}
