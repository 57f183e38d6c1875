'use client';

import { useSyncExternalStore } from 'react';
import { getSession } from './browser-session';
import { SERVER_SNAPSHOT, type SessionSnapshot } from './session';

const subscribe = (listener: () => void) => getSession().subscribe(listener);
const getSnapshot = () => getSession().getSnapshot();
const getServerSnapshot = () => SERVER_SNAPSHOT;

/** The session's state for rendering: status, customer, whether the profile is missing, guest mode. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
