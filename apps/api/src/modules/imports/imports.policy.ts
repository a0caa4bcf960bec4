import type { Actor } from '../../plugins/auth';

/**
 * Importing writes to the trip, so both routes take the right to edit it (trips.policy 'update':
 * strangers get 404, viewers 403), checked by `trips.load` before any byte of the upload is read.
 * Reading the source file of an import takes the right to read the trip, like a flight's ticket.
 * The AI engine reads an import within the person's monthly allowance (ai.policy monthlyAllowance).
 */
export const importAction = 'update' as const;
export const sourceFileAction = 'read' as const;

/**
 * A booking mail received at a personal import address belongs to the person it was sent to: until it
 * is applied only they read it, move it to a trip or apply it (everyone else gets 404, like a stranger);
 * moving it to a trip or applying it also takes the right to change that trip. The address itself is
 * each person's own.
 */
export const receivedImportVisible = (
  row: { recipientId: string | null; appliedAt: Date | null },
  actor: Actor,
): boolean => !row.recipientId || Boolean(row.appliedAt) || row.recipientId === actor.id;
