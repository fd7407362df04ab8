/**
 * Who is signed in: the pasted API key (in sessionStorage only: gone with the tab, never on
 * disk), the bridge's answer to GET /me, and the client that sends the key.
 */
import { createContext, useContext } from 'react';
import { call, clientFor, type BridgeClient, type Schemas } from './api.js';

const STORAGE_KEY = 'bridge-console-key';

export interface Session {
  client: BridgeClient;
  me: Schemas['WhoAmIDto'];
  isAdmin: boolean;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

export const storedKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);
export const forgetKey = (): void => sessionStorage.removeItem(STORAGE_KEY);

/** Asks the bridge who the key is; keeps the key only when the bridge takes it. */
export async function signIn(
  key: string,
): Promise<{ client: BridgeClient; me: Schemas['WhoAmIDto'] }> {
  const client = clientFor(key);
  const me = await call(client.GET('/me'));
  sessionStorage.setItem(STORAGE_KEY, key);
  return { client, me };
}
