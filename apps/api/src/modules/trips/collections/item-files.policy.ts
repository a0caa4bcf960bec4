/**
 * Files on a stay or a tour (issue 20), like a flight's ticket: anyone who may read the trip lists and
 * downloads them (viewers too); adding and removing one takes the right to edit it (strangers 404,
 * viewers 403), checked by `trips.load` before any byte of an upload is read.
 */
export const itemFileReadAction = 'read' as const;
export const itemFileWriteAction = 'update' as const;
