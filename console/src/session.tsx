/**
 * Who is signed in: the pasted API key (in sessionStorage only: gone with the tab, never on
 * disk), the bridge's answer to GET /me (kept beside it, so that a reload shows the screen at
 * once while /me is asked again), and the client that sends the key.
 */
import { createContext, useContext } from 'preact/compat';
import { call, clientFor, type BridgeClient, type Schemas } from './api.js';

const STORAGE_KEY = 'bridge-console-key';
const STORAGE_ME = 'bridge-console-me';

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

export interface SignedIn {
  client: BridgeClient;
  me: Schemas['WhoAmIDto'];
}

export const storedKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);

/** The tab's session as last seen (key and /me), or null. */
export function storedSession(): SignedIn | null {
  const key = storedKey();
  const me = sessionStorage.getItem(STORAGE_ME);
  if (!key || !me) return null;
  try {
    return { client: clientFor(key), me: JSON.parse(me) as Schemas['WhoAmIDto'] };
  } catch {
    return null;
  }
}

export function forgetKey(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_ME);
}

/** Asks the bridge who the key is; keeps the key only when the bridge takes it. */
export async function signIn(key: string): Promise<SignedIn> {
  const client = clientFor(key);
  const me = await call(client.GET('/me'));
  sessionStorage.setItem(STORAGE_KEY, key);
  sessionStorage.setItem(STORAGE_ME, JSON.stringify(me));
  return { client, me };
}
