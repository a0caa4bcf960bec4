import type { Actor } from '../../plugins/auth';

/**
 * Importing writes to the trip, so both routes take the right to edit it (trips.policy 'update':
 * strangers get 404, viewers 403), checked by `trips.load` before any byte of the upload is read.
 * Reading the source file of an import takes the right to read the trip, like a flight's ticket.
 * The AI engine reads an import only for premium members (SPEC.md 1), like the AI module.
 */
export const importAction = 'update' as const;
export const sourceFileAction = 'read' as const;

export const mayUseAi = (actor: Actor, aiConfigured: boolean): boolean => aiConfigured && actor.isPremium;
