import { apiErrorOf } from './api-client';
import { errorMessage } from './api-errors';

/**
 * The server's own sentence for a refusal it explains (a refused ticket, a flight the status service
 * does not know); it already comes in the request's language. Crashes and lost connections get ours.
 */
export function serverMessage(error: unknown): string {
  const body = apiErrorOf(error);
  return body && body.statusCode !== 500 && body.message ? body.message : errorMessage(error);
}
