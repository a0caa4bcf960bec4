import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@trilha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { monthlyAllowance, type AiLimits } from '../ai/ai.policy';
import { aiRepository } from '../ai/ai.repository';
import type { ReaderOptions } from './readers';
import type { ImportAi } from './readers/ai';
import { noFindings } from './readers/draft';

export interface ImportAiDeps {
  db: Database;
  /** The engine's reading of a document (readers/ai.ts); it throws when the engine fails. */
  read: ImportAi;
  limits: AiLimits;
  log: FastifyBaseLogger;
}

const warning = (code: string) => ({ ...noFindings(), warnings: [code] });

/**
 * The AI reader of one person's import: each reading spends one usage of their monthly `import` counter
 * (the one the plan page shows), given back when the engine fails. With the allowance used up the
 * preview keeps what the rules found and says why the engine was not asked; never an error.
 */
export function createImportAiReader({ db, read, limits, log }: ImportAiDeps) {
  return (actor: Actor, language: Language): ReaderOptions['ai'] => {
    const allowance = monthlyAllowance(actor, 'import', limits);
    if (allowance <= 0) return undefined;
    return async (text, signal) => {
      let usageId: string | undefined;
      try {
        usageId = await aiRepository.spend(db, actor.id, 'import', allowance, new Date());
        if (!usageId) return warning('imports.aiAllowanceUsed');
        return await read(text, language, signal);
      } catch (error) {
        if (usageId) await aiRepository.refund(db, usageId).catch(() => undefined);
        log.warn({ err: error }, 'The AI engine could not read an import');
        return warning('imports.aiUnavailable');
      }
    };
  };
}

export type ImportAiReader = ReturnType<typeof createImportAiReader>;
