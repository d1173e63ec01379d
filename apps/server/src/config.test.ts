import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and SQLite', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });
});
