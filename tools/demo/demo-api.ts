/** The demo talks to Ledgerdesk only over its HTTP API, as a person at the screen would, so every rule applies. */
export interface DemoApi {
  readonly url: string;
  json<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<T>;
  upload<T = unknown>(
    path: string,
    options: { token: string; field: string; file: Uint8Array; filename: string; type: string; fields?: Record<string, string> },
  ): Promise<T>;
  signIn(email: string, password: string): Promise<string>;
}

export class DemoApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly reply: string,
  ) {
    super(`${method} ${path} answered ${status}: ${reply.slice(0, 500)}`);
  }
}

export function demoApi(url: string): DemoApi {
  async function send<T>(method: string, path: string, init: RequestInit, token?: string): Promise<T> {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const res = await fetch(`${url}${path}`, { ...init, method, headers });
    const text = await res.text();
    if (!res.ok) throw new DemoApiError(method, path, res.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    url,
    json: (method, path, { token, body } = {}) =>
      send(method, path, body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, token),
    upload: (path, { token, field, file, filename, type, fields = {} }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
      return send('POST', path, { body: form }, token);
    },
    async signIn(email, password) {
      const reply = await send<{ access_token: string }>('POST', '/api/auth/login', {
        body: JSON.stringify({ email, password }),
        headers: { 'Content-Type': 'application/json' },
      });
      return reply.access_token;
    },
  };
}
