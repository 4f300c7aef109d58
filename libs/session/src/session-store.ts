import { create } from 'zustand';
import type { SessionUser } from '@esign/contract';

export interface SessionTokens {
  token: string | null;
  refreshToken: string | null;
}

export interface SessionState extends SessionTokens {
  /** The signed-in user from user/me: the only server data kept in a store (it gates every route). */
  user: SessionUser | null;
  /** True while user/me is being loaded for a restored session. */
  loading: boolean;
  setTokens(tokens: SessionTokens): void;
  setUser(user: SessionUser | null): void;
  setLoading(loading: boolean): void;
  /** Forgets tokens and user (cookies are cleared separately, see session-cookies). */
  clear(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  token: null,
  refreshToken: null,
  loading: false,
  setTokens: ({ token, refreshToken }) => set({ token, refreshToken }),
  setUser: (user) => set({ user }),
  setLoading: (loading) => set({ loading }),
  clear: () => set({ user: null, token: null, refreshToken: null, loading: false }),
}));
