import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** pending: known from an event, not paid yet; active: paid, premium on; ended: cancelled or lapsed. */
export type SubscriptionStatus = 'pending' | 'active' | 'ended';

/**
 * A person's Stripe customer and latest subscription. Premium itself stays the one flag on users
 * (users.is_premium); this row says it comes from a subscription while `status` is active.
 */
export const premiumSubscriptions = pgTable(
  'premium_subscriptions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text(),
    subscriptionId: text(),
    status: text().$type<SubscriptionStatus>().notNull().default('pending'),
    // The end of the paid period: the next renewal, or the last moment once cancelled at period end.
    renewsAt: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    // When the subscription state applied was read from the provider: a state read earlier, applied
    // later (two deliveries racing), is ignored.
    stateAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('premium_subscriptions_customer_unique').on(table.customerId),
    uniqueIndex('premium_subscriptions_subscription_unique').on(table.subscriptionId),
  ],
);

/** Every payment-provider event applied, by its id: a redelivered event is recognised and skipped. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
