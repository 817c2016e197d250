import { createContext, useContext, type ReactNode } from 'react';
import type { BackOfficeCall, BackOfficeDownload } from './api-call';

/** What thunks and screens get besides the store: the API caller and downloads, a clock and the session's storage. */
export interface BackOfficeServices {
  call: BackOfficeCall;
  /** Files to save (a credit note's PDF), fetched with the session's token. */
  download: BackOfficeDownload;
  now: () => number;
  /** sessionStorage in the browser: the token lives as long as the tab, never on a shared desk's disk for good. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

const ServicesContext = createContext<BackOfficeServices | null>(null);

export function ServicesProvider({ services, children }: { services: BackOfficeServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): BackOfficeServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
