import { z } from 'zod';
import { emailSchema } from './common';
import { SHARE_ROLES } from '../constants/trips';

/** A reusable link may be capped at this many joins; a link for a named guest is always single-use. */
export const INVITE_LINK_MAX_USES = 1000;

/** What the screen offers for a new link's life; the API takes any instant in the future. */
export const INVITE_LINK_EXPIRY_DAYS = [1, 7, 30] as const;

export const INVITE_LINK_STATES = ['active', 'expired', 'revoked', 'used-up'] as const;
export type InviteLinkState = (typeof INVITE_LINK_STATES)[number];

/**
 * POST /trips/{id}/invite-links. `participantId` names a guest of the trip's costs whom whoever joins
 * takes the place of: one person, so such a link is single-use (`maxUses` absent or 1).
 */
export const createInviteLinkSchema = z
  .object({
    role: z.enum(SHARE_ROLES, { error: 'validation.invalidChoice' }),
    expiresAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional(),
    maxUses: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(INVITE_LINK_MAX_USES, { error: 'validation.invalid' })
      .nullable()
      .optional(),
    participantId: z.string().min(1, { error: 'validation.required' }).max(100).optional(),
    /** Also mail the link there (the invitee's own language when they have an account). */
    email: emailSchema.optional(),
  })
  .strict()
  .refine((link) => !link.participantId || link.maxUses === undefined || link.maxUses === 1, {
    error: 'validation.guestLinkSingleUse',
    path: ['maxUses'],
  });
export type CreateInviteLinkInput = z.input<typeof createInviteLinkSchema>;

export const inviteLinkSchema = z.object({
  _id: z.string(),
  token: z.string(),
  /** The web app's join page for this link, to copy and send. */
  url: z.string(),
  role: z.enum(SHARE_ROLES),
  expiresAt: z.string().nullable(),
  /** Null: reusable without limit; 1: single-use. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  /** The guest whose place whoever joins takes, or null. */
  participantId: z.string().nullable(),
  guestName: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Computed from the fields above when answered: what opening the link does now. */
  state: z.enum(INVITE_LINK_STATES),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** GET /invite-links/{token} (public): what the join page shows before anyone signs in. */
export const inviteLinkPreviewSchema = z.object({
  tripTitle: z.string(),
  role: z.enum(SHARE_ROLES),
  /** The name of whoever made the link (the trip's owner when that account is gone). */
  invitedBy: z.string(),
  /** Set when the link was made for a named guest: the join page says who the person becomes. */
  guestName: z.string().nullable(),
});
export type InviteLinkPreview = z.infer<typeof inviteLinkPreviewSchema>;
