export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const TIP_CATEGORIES = ['transport', 'money', 'safety', 'culture', 'food', 'health', 'other'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const CONTACT_TYPES = ['email', 'phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const PLAN_TEXT_MAX = 200;
export const PLAN_NOTES_MAX = 2000;
export const TIP_TEXT_MAX = 2000;
