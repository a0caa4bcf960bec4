import { createContext, useContext } from 'react';
import type { TripDetail } from '@trilha/shared';

/** Opens the import dialog, on a trip or (without one) from the trip list. */
export type OpenImport = (trip?: TripDetail) => void;

export const OpenImportContext = createContext<OpenImport>(() => undefined);

export const useOpenImport = () => useContext(OpenImportContext);
