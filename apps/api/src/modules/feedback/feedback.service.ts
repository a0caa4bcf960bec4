import type { FeedbackInput } from '@trilha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { feedbackRepository } from './feedback.repository';

export function createFeedbackService({ db }: { db: Database }) {
  return {
    async submit(actor: Actor, input: FeedbackInput) {
      const row = await feedbackRepository.insert(db, {
        userId: actor.id,
        type: input.type,
        text: input.text,
      });
      return { _id: row.id, type: row.type, text: row.text, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
