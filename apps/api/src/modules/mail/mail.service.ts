import type { AdminMail } from '@trilha/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Page } from '../admin/admin.service';
import type { MailQueue } from './mail-queue';
import { mailRepository } from './mail.repository';
import { presentMail } from './mail.presenter';

/** What administrators see of the mail queue (API.md "admin"; the admin plugin's hook authorizes). */
export function createOutgoingMailService({ db, queue }: { db: Database; queue: MailQueue }) {
  return {
    async unsent(query: {
      state?: 'queued' | 'failed';
      limit: number;
      cursor?: string;
    }): Promise<Page<AdminMail>> {
      const rows = await mailRepository.unsent(db, query.state, query.limit, query.cursor);
      const shown = rows.slice(0, query.limit);
      return {
        items: shown.map(presentMail),
        nextCursor: rows.length > query.limit ? shown.at(-1)!.id : undefined,
      };
    },

    /** Tries a failed (or waiting) mail again now, with a new day of retries. */
    async retry(id: string): Promise<AdminMail> {
      const row = await mailRepository.find(db, id);
      if (!row) throw notFound('MAIL');
      const retried = await mailRepository.retry(db, id, queue.now());
      if (!retried) throw conflict('MAIL_ALREADY_SENT');
      void queue.drain().catch(() => undefined);
      return presentMail(retried);
    },
  };
}

export type OutgoingMailService = ReturnType<typeof createOutgoingMailService>;
