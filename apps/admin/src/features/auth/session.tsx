// Who is signed in. At start the refresh cookie is traded for an access token (a reload keeps the
// session); `GET /api/admin/auth/me` then says who this is and what they may do. Screens and menu items
// ask `can(permission)` only to hide what the server would refuse anyway.
import type { StaffPermission, StaffRole } from '@dukan/core/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, onSignedOut, type Envelope, type TokenPair } from '../../lib/api';

export interface Me {
  id: string | null;
  email: string | null;
  name: string | null;
  role: StaffRole;
  permissions: StaffPermission[];
  locale?: string | null;
}

interface SessionState {
  status: 'starting' | 'signed-out' | 'signed-in';
  me: Me | null;
  can: (permission: StaffPermission) => boolean;
  signedIn: (tokens: TokenPair) => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
export const ME_QUERY_KEY = ['auth', 'me'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'starting' | 'signed-out' | 'token'>('starting');

  useEffect(() => {
    let live = true;
    void api.resume().then((resumed) => live && setPhase(resumed ? 'token' : 'signed-out'));
    const stop = onSignedOut(() => {
      setPhase('signed-out');
      queryClient.clear();
    });
    return () => {
      live = false;
      stop();
    };
  }, [queryClient]);

  const meQuery = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => (await api.get<Envelope<Me>>('/api/admin/auth/me')).data,
    enabled: phase === 'token',
    staleTime: 60_000,
  });

  const signedIn = useCallback(
    async (tokens: TokenPair) => {
      api.signedIn(tokens);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      setPhase('token');
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    await api.signOut();
    queryClient.clear();
    setPhase('signed-out');
  }, [queryClient]);

  const me = phase === 'token' ? (meQuery.data ?? null) : null;
  const value = useMemo<SessionState>(() => {
    const status =
      phase === 'signed-out' || (phase === 'token' && meQuery.isError) ? 'signed-out' : me ? 'signed-in' : 'starting';
    const permissions = new Set(me?.permissions ?? []);
    return { status, me, can: (p) => permissions.has(p), signedIn, signOut };
  }, [phase, me, meQuery.isError, signedIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
