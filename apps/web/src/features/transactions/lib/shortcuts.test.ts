import { describe, expect, it } from 'vitest';
import { SHORTCUT_LIST, isTypingTarget, shortcutFor } from './shortcuts.ts';

const key = (value: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('shortcutFor', () => {
  it('maps the review keys', () => {
    expect(shortcutFor(key('j'))).toBe('next');
    expect(shortcutFor(key('k'))).toBe('previous');
    expect(shortcutFor(key('a'))).toBe('toggle-approval');
    expect(shortcutFor(key('c'))).toBe('category');
    expect(shortcutFor(key('e'))).toBe('edit');
    expect(shortcutFor(key('x'))).toBe('toggle-select');
    expect(shortcutFor(key('/'))).toBe('search');
    expect(shortcutFor(key('?'))).toBe('help');
    expect(shortcutFor(key('Escape'))).toBe('clear-selection');
  });

  it('approves the selection with a when rows are selected, and toggles the current row without one', () => {
    expect(shortcutFor(key('a'), { hasSelection: true })).toBe('approve-selection');
    expect(shortcutFor(key('a'), { hasSelection: false })).toBe('toggle-approval');
    // Only a changes meaning: the other keys still act on the current row or the screen.
    expect(shortcutFor(key('x'), { hasSelection: true })).toBe('toggle-select');
    expect(shortcutFor(key('c'), { hasSelection: true })).toBe('category');
    expect(shortcutFor(key('Escape'), { hasSelection: true })).toBe('clear-selection');
    expect(shortcutFor(key('a', { ctrlKey: true }), { hasSelection: true })).toBeNull();
  });

  it('says in the ? list what a does with a selection', () => {
    const entry = SHORTCUT_LIST.find((candidate) => candidate.keys.join() === 'a');
    expect(entry?.label).toMatch(/with transactions selected, approve the selection/);
  });

  it('leaves other keys and browser combinations alone', () => {
    expect(shortcutFor(key('J'))).toBeNull();
    expect(shortcutFor(key('q'))).toBeNull();
    expect(shortcutFor(key('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('a', { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('j', { altKey: true }))).toBeNull();
  });

  it('lists every key it handles in the ? dialog', () => {
    const listed = SHORTCUT_LIST.flatMap((entry) => entry.keys);
    for (const shortcut of ['j', 'k', 'a', 'c', 'e', 'x', '/', '?', 'Esc']) expect(listed).toContain(shortcut);
  });
});

describe('isTypingTarget', () => {
  it('is false outside a browser and for non-elements', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
  });
});
