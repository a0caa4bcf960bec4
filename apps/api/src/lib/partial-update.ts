import type { z } from 'zod';
import { issueDetails, ValidationError } from './errors';

/**
 * API.md "Updates": a PUT sends any subset of the fields. The stored resource, in the shape a client
 * sends it (its contract shape: keys the schema does not take are ignored), is overlaid with the fields
 * given, and the whole is validated again by the create schema, so rules across fields (end after start,
 * shares adding up) hold after the merge as they do on create.
 */
export function mergeUpdate<Schema extends z.ZodObject>(
  schema: Schema,
  stored: object,
  changes: object,
): z.output<Schema> {
  const before = stored as Record<string, unknown>;
  const after = changes as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = after[key] !== undefined ? after[key] : before[key];
    if (value !== undefined) merged[key] = value;
  }
  const result = schema.safeParse(merged);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.flatMap((issue) =>
        issueDetails(issue.code, issue.path, issue.message, 'keys' in issue ? issue.keys : undefined),
      ),
    );
  }
  return result.data;
}

/** Drizzle refuses an UPDATE with nothing to set ("No values to set") and ignores undefined values. */
export const setsNothing = (columns: object): boolean =>
  Object.values(columns).every((value) => value === undefined);
