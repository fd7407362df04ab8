/** The screen's address as the state of its list views (filters, page), and datetime-local inputs. */
import type { FormEvent } from 'preact/compat';
import { useLocation, useSearchParams } from 'wouter-preact';

/**
 * The address's query as the state of a list (filters, page): the parameters, a setter, and
 * `link`, the address of this screen with some parameters changed (null removes one).
 */
export function useAddress() {
  const [location] = useLocation();
  const [params, setParams] = useSearchParams();
  const link = (changes: Record<string, string | null>): string => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const query = next.toString();
    return query ? `${location}?${query}` : location;
  };
  return { params, setParams, link };
}

/** An ISO 8601 time as a datetime-local input's value (the browser's local time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value as ISO 8601 ('' stays ''). */
export const fromLocalInput = (local: string): string =>
  local ? new Date(local).toISOString() : '';

/**
 * List filters kept in the address: `query` holds the named filters and the page's cursor as
 * the address has them, and `apply` (a form's submit handler) puts the form's values there,
 * through `convert` for the fields that need it (a local time to ISO 8601), dropping the cursor.
 */
export function useAddressFilters(
  names: readonly string[],
  convert: Record<string, (value: string) => string> = {},
) {
  const { params, setParams, link } = useAddress();
  const query: Record<string, string> = Object.fromEntries(
    [...names, 'cursor'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of names) {
      const raw = String(form.get(name) ?? '').trim();
      const value = raw && convert[name] ? convert[name](raw) : raw;
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  return { params, setParams, link, query, apply };
}
