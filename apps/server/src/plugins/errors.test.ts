import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict } from '../lib/http-error.ts';
import { errorsPlugin } from './errors.ts';

describe('errors plugin', () => {
  it('hides the details of an unexpected error behind a plain 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.stringMatching(/Something went wrong/) });
    expect(response.body).not.toMatch(/hunter2|at .*:\d+/);
  });

  it('passes a user-facing error through with its status and details', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/dup', async () => {
      throw conflict('Already uploaded', { upload_id: 'u1' });
    });
    const response = await app.inject({ url: '/dup' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Already uploaded', upload_id: 'u1' });
  });
});
