import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// Long enough for the click that ends a press (a tap included) to have read the kept text.
const KEEP_AFTER_PRESS_MS = 300;

/**
 * The text the reviewer has selected on the statement page (inside a `.textLayer` within `root`), or ''.
 * Pressing the button that uses it may clear the selection first (a tap always does): `keep` is called
 * as that press starts, so the text survives until the press is over and its click has read it.
 */
export function useSelectedText(root: RefObject<HTMLElement | null>) {
  const [text, setText] = useState('');
  const keeping = useRef(false);

  const read = useCallback(() => {
    const selection = document.getSelection();
    const node = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).commonAncestorContainer : null;
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    const inPage = element !== null && root.current?.contains(element) === true && element.closest('.textLayer') !== null;
    const selected = inPage ? (selection?.toString().trim() ?? '') : '';
    if (selected === '' && keeping.current) return;
    setText(selected);
  }, [root]);

  useEffect(() => {
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [read]);

  const keep = useCallback(() => {
    keeping.current = true;
    window.addEventListener(
      'pointerup',
      () =>
        setTimeout(() => {
          keeping.current = false;
          read();
        }, KEEP_AFTER_PRESS_MS),
      { once: true },
    );
  }, [read]);

  return { text, keep };
}
