export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const FEEDBACK_MAX_LENGTH = 5000;
export const USER_SEARCH_MIN_LENGTH = 2;
export const USER_SEARCH_LIMIT = 10;

export const AI_FEATURES = ['itinerary', 'checklist', 'tips', 'cost-estimate'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];
/** What spends a usage of the monthly AI allowance: the AI features, and the AI reading of an import. */
export const AI_USAGE_FEATURES = [...AI_FEATURES, 'import'] as const;
export type AiUsageFeature = (typeof AI_USAGE_FEATURES)[number];

export const FEEDBACK_TYPES = ['critique', 'suggestion', 'compliment', 'help'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
