import { describe, expect, it } from 'vitest';
import { conflict } from './http-error.ts';
import { writeUnique } from './unique-guard.ts';

describe('writeUnique', () => {
  it('returns what the write returns', async () => {
    expect(
      await writeUnique(
        async () => 'ok',
        async () => {},
      ),
    ).toBe('ok');
  });

  it('turns the loser of a race into the conflict the recheck raises', async () => {
    const race = writeUnique(
      async () => {
        throw new Error('UNIQUE constraint failed');
      },
      async () => {
        throw conflict('taken');
      },
    );
    await expect(race).rejects.toMatchObject({ statusCode: 409, message: 'taken' });
  });

  it('rethrows any other failure unchanged', async () => {
    const failure = new Error('disk full');
    await expect(
      writeUnique(
        async () => Promise.reject(failure),
        async () => {},
      ),
    ).rejects.toBe(failure);
  });
});
