import { create } from 'zustand';

export interface AlertState {
  /** HTTP status of the last failed load (spec §8), 499 for a failed bulk top-up row; null when none. */
  alertCode: number | null;
  /** What the alert is about beyond its code, e.g. the failing department ids of a bulk top-up. */
  alertDetails: readonly (string | number)[];
  setAlertCode(code: number, details?: readonly (string | number)[]): void;
  clear(): void;
}

export const useAlertStore = create<AlertState>()((set) => ({
  alertCode: null,
  alertDetails: [],
  setAlertCode: (code, details = []) => set({ alertCode: code, alertDetails: details }),
  clear: () => set({ alertCode: null, alertDetails: [] }),
}));
