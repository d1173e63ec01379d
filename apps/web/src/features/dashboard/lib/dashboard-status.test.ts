import { describe, expect, it } from 'vitest';
import { dashboardStatusLabel, dashboardTone } from './dashboard-status.ts';

describe('dashboardTone', () => {
  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'warning'],
    ['pending_parse', 'warning'],
    ['processing', 'warning'],
    ['failed', 'danger'],
    ['rolled_back', 'neutral'],
    ['something new', 'neutral'],
  ] as const)('%s is %s', (status, tone) => {
    expect(dashboardTone(status)).toBe(tone);
  });

  it('ignores case', () => {
    expect(dashboardTone('SUCCESS')).toBe('success');
  });
});

describe('dashboardStatusLabel', () => {
  it('names the statuses for people', () => {
    expect(dashboardStatusLabel('completed')).toBe('Completed');
    expect(dashboardStatusLabel('pending_parse')).toBe('Pending');
    expect(dashboardStatusLabel('rolled_back')).toBe('Rolled back');
    expect(dashboardStatusLabel('success')).toBe('Success');
    expect(dashboardStatusLabel('')).toBe('Unknown');
  });
});
