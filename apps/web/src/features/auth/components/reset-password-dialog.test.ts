import { describe, expect, it } from 'vitest';
import { resetEmailProblem } from './reset-password-dialog.tsx';

describe('resetEmailProblem', () => {
  it('accepts an address the sign-in form accepts', () => {
    expect(resetEmailProblem('books@orchardbakery.com')).toBeNull();
    expect(resetEmailProblem('  Admin@Example.com ')).toBeNull();
    expect(resetEmailProblem('admin@localhost')).toBeNull();
  });

  it('says in plain words when the address is not one', () => {
    expect(resetEmailProblem('books@')).toBe('Enter a valid email address');
    expect(resetEmailProblem('orchard bakery')).toBe('Enter a valid email address');
    expect(resetEmailProblem(`${'a'.repeat(250)}@example.com`)).toBe('Email must be at most 254 characters');
  });
});
