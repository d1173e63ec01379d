import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: Account;
    worker: Account;
  }
}

// The server names the first admin it creates from ADMIN_EMAIL / ADMIN_PASSWORD "Administrator".
const admin: Account = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-admin-password' };
const worker: Account = { name: 'Wendy Worker', email: 'worker@example.com', password: 'e2e-worker-password' };

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply: unknown = await res.json();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply;
}

/** One server for the whole run, seeded with the first admin and one worker. */
export default async function setup(project: TestProject) {
  const server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    const credentials = { email: admin.email, password: admin.password };
    const tokens = (await postJson(`${server.baseUrl}/api/auth/login`, credentials)) as { access_token: string };
    await postJson(`${server.baseUrl}/api/auth/register`, { ...worker, role: 'worker' }, tokens.access_token);
  } catch (error) {
    await server.stop();
    throw new Error(`Seeding the e2e server failed: ${String(error)}\n${server.output()}`);
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('admin', admin);
  project.provide('worker', worker);
  return server.stop;
}
