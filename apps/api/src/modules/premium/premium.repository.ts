import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, premiumSubscriptions, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type SubscriptionRow = typeof premiumSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof premiumSubscriptions.$inferInsert, 'createdAt' | 'updatedAt'>;

export const premiumRepository = {
  async ofUser(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.userId, userId));
    return row;
  },

  async bySubscription(db: Executor, subscriptionId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.subscriptionId, subscriptionId));
    return row;
  },

  async byCustomer(db: Executor, customerId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.customerId, customerId));
    return row;
  },

  /** Whether the person's premium is a paid subscription (an administrator then leaves it alone). */
  async isSubscribed(db: Executor, userId: string): Promise<boolean> {
    return (await premiumRepository.ofUser(db, userId))?.status === 'active';
  },

  /** Whether the event was already applied (a redelivery, answered without asking the provider). */
  async eventSeen(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, id));
    return rows.length > 0;
  },

  /** Records an event id; false when it was already there (a redelivery), which then changes nothing. */
  async claimEvent(db: Executor, id: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length === 1;
  },

  async save(db: Executor, values: SubscriptionValues): Promise<void> {
    const { userId: _userId, ...changes } = values;
    await db
      .insert(premiumSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: premiumSubscriptions.userId,
        set: { ...changes, updatedAt: new Date() },
      });
  },

  /** The account's premium flag, locked until the transaction ends; undefined for no such account. */
  async lockUser(db: Executor, userId: string): Promise<{ id: string; isPremium: boolean } | undefined> {
    if (!isUuid(userId)) return undefined;
    const [row] = await db
      .select({ id: users.id, isPremium: users.isPremium })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  /** Premium from a subscription has no last day: a manual grant's end, if any, is superseded. */
  async setPremium(db: Executor, userId: string, isPremium: boolean): Promise<void> {
    await db.update(users).set({ isPremium, premiumUntil: null }).where(eq(users.id, userId));
  },
};
