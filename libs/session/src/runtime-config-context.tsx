import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@esign/contract';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export interface RuntimeConfigProviderProps {
  value: RuntimeConfig;
  children: ReactNode;
}

/** Provides the validated `/config.json` (loaded by the shell with `loadRuntimeConfig`) to the app. */
export function RuntimeConfigProvider({ value, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime config; throws outside `RuntimeConfigProvider`, which is a wiring bug. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
