import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'trip-shared',
  'trip-role-changed',
  'trip-joined',
  'trip-planned',
  'agency-added',
  'agency-invited',
  'invitation-answered',
  'consultant-assigned',
  'trip-starting',
  'flight-status',
  'flight-departing',
  'badge-earned',
  'level-reached',
  'premium-started',
  'premium-ended',
  'premium-payment-failed',
  'account-pending',
  'platform-admin',
  'mail-import',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /**
   * Title and message in the reader's language: the request's (Accept-Language, the stream's own), else
   * their setting. Those written before issue 30 keep the language they were written in.
   */
  title: z.string(),
  message: z.string(),
  /** The app path of what it is about, e.g. `/trips/…`. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});

export const markAllReadSchema = z.object({ updated: z.number().int() });
