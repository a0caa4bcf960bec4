import { z } from 'zod';
import { AI_USAGE_FEATURES, FEEDBACK_TYPES } from '../constants/limits';
import { ROLES, USER_STATUSES } from '../constants/roles';
import { plainText } from './common';
import { calendarDateSchema } from './trips';

/**
 * The platform administration's contract (API.md "admin" rows): what the server answers and accepts,
 * and what the admin screens read. One source for both sides.
 */

/** Every action an administrator's audit log records; `premium-expired` is the hourly job's own entry. */
export const ADMIN_ACTIONS = [
  'approve',
  'reject',
  'suspend',
  'reactivate',
  'role',
  'premium-grant',
  'premium-revoke',
  'premium-expired',
  'two-factor-reset',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** How many weeks of sign-ups the dashboard's chart shows (this week included, oldest first). */
export const SIGNUP_WEEKS = 12;

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  /** Who did it: null for the expiry job, or when that administrator's account was deleted since. */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** Whom it was done to; kept as text too, as a rejected account is deleted. */
  targetId: z.string().nullable(),
  targetName: z.string(),
  targetEmail: z.string(),
  /** `role`: the new role and the one before; `premium-grant`: its end date, or null for no end. */
  role: z.enum(ROLES).nullable(),
  previousRole: z.enum(ROLES).nullable(),
  until: calendarDateSchema.nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One row of the administration's user lists (users, pending approval, premium users). */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  isPremium: z.boolean(),
  /** The last day of a manual premium grant (inclusive, UTC), or null when it has no end. */
  premiumUntil: calendarDateSchema.nullable(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The latest administrator action on this account ("suspended by Ana on 24/11/2031"), or null. */
  lastAction: auditEntrySchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/users: newest accounts first, paged by `X-Next-Cursor`. */
export const adminUsersQuerySchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'validation.invalidChoice' }).optional(),
  role: z.enum(ROLES, { error: 'validation.invalidChoice' }).optional(),
  /** Matches the start of the name (any word's start is not required) or of the e-mail, case-insensitively. */
  q: plainText().trim().max(100, { error: 'validation.tooLong' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** PUT /admin/users/{id}: the role (partial PUT: absent keeps it). */
export const adminUserUpdateSchema = z
  .object({ role: z.enum(ROLES, { error: 'validation.invalidChoice' }).optional() })
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/**
 * PUT /admin/users/{id}/premium: a manual grant (`isPremium: true`, optional last day `until`,
 * today or later) or its end (`isPremium: false`, `until` must be absent).
 */
export const premiumGrantSchema = z
  .object({
    isPremium: z.boolean({ error: 'validation.required' }),
    until: calendarDateSchema.nullable().optional(),
  })
  .strict();
export type PremiumGrantInput = z.infer<typeof premiumGrantSchema>;

export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number().int(),
    byRole: z.record(z.enum(ROLES), z.number().int()),
    byStatus: z.record(z.enum(USER_STATUSES), z.number().int()),
  }),
  premiumUsers: z.number().int(),
  trips: z.number().int(),
  agencies: z.number().int(),
  /** AI usages (generations and readings of imports), all time and in the last 30 days, per counter. */
  aiUsage: z.object({
    total: z.number().int(),
    last30Days: z.number().int(),
    byFeature: z.record(z.enum(AI_USAGE_FEATURES), z.number().int()),
  }),
  feedback: z.object({
    total: z.number().int(),
    byType: z.record(z.enum(FEEDBACK_TYPES), z.number().int()),
  }),
  /** Exactly SIGNUP_WEEKS entries, oldest first, weeks starting on Monday (UTC), zero-filled. */
  signupsPerWeek: z.array(z.object({ weekStart: calendarDateSchema, count: z.number().int() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /admin/feedback: newest first, `?type=` filter, paged by `X-Next-Cursor`. */
export const adminFeedbackQuerySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: 'validation.invalidChoice' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});

export const adminFeedbackSchema = z.object({
  _id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  text: z.string(),
  createdAt: z.string(),
  /** The sender, or null once their account was deleted. */
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

/** What an outgoing mail is: a ready message, or a trip's PDF made when it is sent. */
export const OUTGOING_MAIL_KINDS = ['message', 'trip-export'] as const;
export type OutgoingMailKind = (typeof OUTGOING_MAIL_KINDS)[number];
/** `queued` waits for its next try (or is being sent), `sent` was taken by the mail server. */
export const OUTGOING_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type OutgoingMailState = (typeof OUTGOING_MAIL_STATES)[number];

/** GET /admin/mail: the mails still waiting or given up on (`?state=`), newest first, paged. */
export const adminMailQuerySchema = z.object({
  state: z.enum(['queued', 'failed'], { error: 'validation.invalidChoice' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});
export type AdminMailQuery = z.input<typeof adminMailQuerySchema>;

/** One outgoing mail as the administration sees it (never its body: a reset link is a password). */
export const adminMailSchema = z.object({
  _id: z.string(),
  kind: z.enum(OUTGOING_MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(OUTGOING_MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The next try of a queued mail; null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
