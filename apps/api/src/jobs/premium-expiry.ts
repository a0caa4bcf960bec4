import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { adminRepository } from '../modules/admin/admin.repository';
import { hourly } from './hourly';

/**
 * Ends the manual premium grants whose last day is over, every hour. Safe on every instance at once:
 * each grant is ended by the one UPDATE that still finds it running, and only that instance records
 * the audit entry (in the same transaction) and tells the person.
 */
export function createPremiumExpiryJob({
  db,
  notify,
  log,
}: {
  db: Database;
  notify: NotificationsService['notify'];
  log: FastifyBaseLogger;
}) {
  /** `now` is the clock's by default; tests pass their own. */
  async function run(now = new Date()): Promise<void> {
    try {
      const ended = await db.transaction(async (tx) => {
        const rows = await adminRepository.expirePremium(tx, now);
        await adminRepository.audit(
          tx,
          rows.map((row) => ({
            actorId: null,
            targetId: row.id,
            targetName: row.name,
            targetEmail: row.email,
            action: 'premium-expired' as const,
          })),
        );
        return rows;
      });
      for (const row of ended) {
        await notify({ userId: row.id, kind: 'premium-ended', params: {}, link: '/profile' });
      }
    } catch (error) {
      log.error({ err: error }, 'The premium expiry job failed; it runs again within the hour');
    }
  }

  return hourly(run);
}
