import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasNulCharacter } from '@trilha/shared';
import { ValidationError, type ErrorDetail } from '../lib/errors';

/**
 * The paths (as in a VALIDATION_ERROR's details) of every string or key holding a NUL, shallowest first.
 * Walks a queue, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function nulCharacterPaths(input: unknown): string[] {
  // Each entry points at its parent, so a path is spelled out only for what is found.
  const queue: { value: unknown; key: string; parent: number }[] = [{ value: input, key: '', parent: -1 }];
  const pathOf = (index: number, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = index; at > 0; at = queue[at]!.parent) keys.push(queue[at]!.key);
    return keys.reverse().join('.');
  };
  const found: string[] = [];
  for (let next = 0; next < queue.length; next += 1) {
    const { value } = queue[next]!;
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) found.push(pathOf(next));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasNulCharacter(key)) found.push(pathOf(next, key));
        else queue.push({ value: child, key, parent: next });
      }
    }
  }
  return found;
}

/**
 * Refuses a NUL anywhere in the params, query or body before any schema sees it (API.md "Text"), so a
 * field whose schema forgot the shared text primitives still answers 400 rather than a database 500.
 */
export async function refuseNulCharacters(req: FastifyRequest) {
  const details: ErrorDetail[] = [req.params, req.query, req.body]
    .flatMap((part) => nulCharacterPaths(part))
    .map((path) => ({ path, message: 'validation.nulCharacter' }));
  if (details.length > 0) throw new ValidationError(details);
}

export const plainTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', refuseNulCharacters);
});
