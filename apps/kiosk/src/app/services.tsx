import { createContext, useContext, type ReactNode } from 'react';
import type { KioskServices } from './store';

const ServicesContext = createContext<KioskServices | null>(null);

/** Gives components the services the store was made with (the API client, the clock). */
export function ServicesProvider({ services, children }: { services: KioskServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): KioskServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
