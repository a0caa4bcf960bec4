import { z } from 'zod';
import { CURRENCIES, LANGUAGES, THEME_MODES } from '../constants/preferences';
import { ROLES, USER_STATUSES } from '../constants/roles';
import { USER_SEARCH_MIN_LENGTH } from '../constants/limits';
import { emailSchema, nameSchema, newPasswordSchema, passwordSchema } from './common';
import { updateSchemaOf } from './updates';

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalidChoice' }),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }),
  themeMode: z.enum(THEME_MODES, { error: 'validation.invalidChoice' }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsSchema = settingsSchema.partial().strict();
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  agencyId: z.string().nullable(),
  settings: settingsSchema,
});
export type User = z.infer<typeof userSchema>;

export const userSearchQuerySchema = z.object({
  query: z.string().trim().min(USER_SEARCH_MIN_LENGTH, { error: 'validation.searchTooShort' }).max(100),
});
export const userSearchResultSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const badgeSchema = z.object({ code: z.string(), earnedAt: z.string() });

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isPremium: z.boolean(),
  /** The last day of a premium grant with an end (YYYY-MM-DD, UTC), or null. */
  premiumUntil: z.string().nullable(),
  level: z.number().int(),
  points: z.number().int(),
  pointsInLevel: z.number().int(),
  pointsPerLevel: z.number().int(),
  badges: z.array(badgeSchema),
  stats: z.object({ trips: z.number().int(), countries: z.number().int(), days: z.number().int() }),
  /** Every badge with how far the user is ("7 of 10 countries"); earnedAt once earned. */
  badgeProgress: z.array(
    z.object({ code: z.string(), current: z.number(), target: z.number(), earnedAt: z.string().nullable() }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile as its form edits it. */
export const profileInputSchema = z.object({ name: nameSchema }).strict();
export type UpdateProfileInput = z.infer<typeof profileInputSchema>;
/** PUT /users/profile: any subset. */
export const updateProfileSchema = updateSchemaOf(profileInputSchema);

export const changePasswordSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form asks for the new password twice; only the API's two fields are sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmNewPassword'],
  });

export const deleteAccountSchema = z.object({ password: passwordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const remainingUsagesSchema = z.object({
  remainingUsages: z.number().int(),
  limit: z.number().int(),
  resetsAt: z.string(),
});
export type RemainingUsages = z.infer<typeof remainingUsagesSchema>;

export { emailSchema };
