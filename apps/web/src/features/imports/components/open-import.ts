import { createContext, useContext } from 'react';
import type { TripDetail } from '@trilha/shared';

/**
 * Opens the import dialog, on a trip or (without one) from the trip list; with `pendingImportId`, the
 * preview of a booking mail received at the person's import address.
 */
export type OpenImport = (trip?: TripDetail, pendingImportId?: string) => void;

export const OpenImportContext = createContext<OpenImport>(() => undefined);

export const useOpenImport = () => useContext(OpenImportContext);
