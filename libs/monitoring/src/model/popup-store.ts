import { create } from 'zustand';
import type { Notification } from '@esign/contract';
import { pushPopup } from './popup-stack';

export interface PopupState {
  /** Shown live notifications, newest first (at most three). */
  popups: Notification[];
  show(notification: Notification): void;
  dismiss(id: number): void;
  clear(): void;
}

/** The live popups of this tab (UI state: what is on screen, not server data). */
export const usePopupStore = create<PopupState>()((set) => ({
  popups: [],
  show: (notification) => set((state) => ({ popups: pushPopup(state.popups, notification) })),
  dismiss: (id) => set((state) => ({ popups: state.popups.filter((item) => item.id !== id) })),
  clear: () => set({ popups: [] }),
}));
