/** Small fetch wrapper for tests: JSON in, status + parsed body + headers out. */
export interface HttpResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function http<T = any>(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the caller reads `text`.
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}
