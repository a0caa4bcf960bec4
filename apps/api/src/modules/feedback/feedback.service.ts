import type { FeedbackInput } from '@trilha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { feedbackRepository } from './feedback.repository';
import type { Rewards } from '../gamification/gamification.service';

export function createFeedbackService({ db, rewards }: { db: Database; rewards: Rewards }) {
  return {
    async submit(actor: Actor, input: FeedbackInput) {
      const row = await feedbackRepository.insert(db, {
        userId: actor.id,
        type: input.type,
        text: input.text,
      });
      // Once a day at most: feedback is welcome, farming points with it is not.
      await rewards.award(actor.id, 'send-feedback', row.createdAt.toISOString().slice(0, 10));
      return { _id: row.id, type: row.type, text: row.text, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
