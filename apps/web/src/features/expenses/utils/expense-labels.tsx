import type { ElementType } from 'react';
import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import HikingOutlinedIcon from '@mui/icons-material/HikingOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { ExpenseCategory, Participant } from '@trilha/shared';

const ICONS: Record<ExpenseCategory, ElementType> = {
  lodging: BedOutlinedIcon,
  food: RestaurantOutlinedIcon,
  transportation: DirectionsBusOutlinedIcon,
  entertainment: CelebrationOutlinedIcon,
  activities: HikingOutlinedIcon,
  shopping: ShoppingBagOutlinedIcon,
  other: MoreHorizIcon,
};

/** One colour per category, distinct on light and dark backgrounds; the charts and legends share them. */
export const CATEGORY_COLORS: Record<ExpenseCategory, string> = {
  lodging: '#3949ab',
  food: '#ef6c00',
  transportation: '#00897b',
  entertainment: '#8e24aa',
  activities: '#c0ca33',
  shopping: '#d81b60',
  other: '#78909c',
};

export function CategoryIcon({
  category,
  fontSize = 'small',
}: {
  category: ExpenseCategory;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = ICONS[category] ?? MoreHorizIcon;
  return <Icon fontSize={fontSize} aria-hidden />;
}

/** Looks a person up by id; someone no longer on the trip still gets a name. */
export function nameLookup(participants: Participant[], fallback: string) {
  const names = new Map(participants.map((participant) => [participant._id, participant.name]));
  return (participantId: string) => names.get(participantId) ?? fallback;
}
