import { z } from 'zod';

/** Where a premium plan comes from: a paid subscription, or a grant by an administrator. */
export const PREMIUM_SOURCES = ['subscription', 'manual'] as const;
export type PremiumSource = (typeof PREMIUM_SOURCES)[number];

/** The configured plan's price, as the payment provider states it (amount in minor units). */
export const premiumPriceSchema = z.object({
  amount: z.number().int(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  /** 'month', 'year', … (null for a one-off price). */
  interval: z.string().nullable(),
  intervalCount: z.number().int(),
});
export type PremiumPrice = z.infer<typeof premiumPriceSchema>;

/** GET /premium/status (API.md "Premium"), also the answer of POST /premium/cancel. */
export const premiumStatusSchema = z.object({
  isPremium: z.boolean(),
  plan: z.enum(['free', 'premium']),
  source: z.enum(PREMIUM_SOURCES).nullable(),
  /** When a subscription renews, or (once cancelled) when it ends: an instant. */
  renewsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The last day (YYYY-MM-DD, UTC) of an administrator's grant with an end, or null. */
  until: z.string().nullable(),
  paymentsEnabled: z.boolean(),
  /** Null without a payment provider, or while its price cannot be read. */
  price: premiumPriceSchema.nullable(),
  /** How many AI generations of each feature premium gives per calendar month (AI_MONTHLY_LIMIT). */
  monthlyAllowance: z.number().int(),
});
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

/** POST /premium/checkout and /premium/portal: where to send the browser. */
export const premiumRedirectSchema = z.object({ url: z.string() });
export type PremiumRedirect = z.infer<typeof premiumRedirectSchema>;
