import type { Config } from '../../config/env';
import type { AiEngine } from './engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createOpenAiEngine } from './openai-engine';

/** An OpenAI-compatible server when AI_BASE_URL is set; the built-in offline planner otherwise. */
export const createAiEngine = async (ai: Config['ai']): Promise<AiEngine> =>
  ai.baseUrl
    ? createOpenAiEngine({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs })
    : createOfflineEngine();
