/**
 * How the console talks to the bridge: the typed client (clients/typescript) on this origin,
 * with the signed-in key as `Authorization: Bearer`. Nothing else is called.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/compat';
import {
  BridgeError,
  call,
  createBridgeClient,
  type BridgeClient,
  type Schemas,
} from '../../clients/typescript/src/client.js';

export { BridgeError, call, type BridgeClient, type Schemas };

export const clientFor = (key: string): BridgeClient =>
  createBridgeClient({ baseUrl: window.location.origin, key, timeoutMs: 30_000 });

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after an action); the data shown stays until the new answer. */
  reload: () => void;
}

/**
 * Loads what `load` answers when `key` changes, dropping answers that come after a newer load
 * started. `every` (ms) loads again on a timer while the page is shown. A reload keeps the data
 * shown until its answer; another key shows none of the previous key's.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, every?: number): Loaded<T> {
  const [state, setState] = useState<{
    key: string;
    data?: T;
    error?: unknown;
    loading: boolean;
  }>({ key, loading: true });
  const [tick, setTick] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // Before the first paint (a layout effect): the request leaves as soon as the screen is
  // rendered, not after the browser has drawn it.
  useLayoutEffect(() => {
    let current = true;
    setState((s) => (s.key === key ? { ...s, loading: true } : { key, loading: true }));
    latest.current().then(
      (data) => current && setState({ key, data, loading: false }),
      (error: unknown) =>
        current && setState((s) => ({ key, data: s.data, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => setTick((t) => t + 1), every);
    return () => clearInterval(timer);
  }, [every]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const shown = state.key === key ? state : { data: undefined, error: undefined, loading: true };
  return { data: shown.data, error: shown.error, loading: shown.loading, reload };
}

/** A message for an error of a call: the bridge's own message when it answered. */
export function errorText(error: unknown): string {
  if (error instanceof BridgeError) return `${error.status}: ${error.message}`;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return 'The bridge did not answer in time.';
  }
  if (error instanceof TypeError) return 'The bridge could not be reached.';
  return error instanceof Error ? error.message : String(error);
}

/** Saves a Blob as a file (a download the browser asks about, or keeps). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A fresh key for a request that must not be done twice (a double click, a retried submit). */
export const idempotencyKey = (): string => crypto.randomUUID();
