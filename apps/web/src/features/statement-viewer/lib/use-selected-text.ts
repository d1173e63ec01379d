import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The text the reviewer has selected on the statement page (inside a `.textLayer` within `root`), or ''.
 * Pressing the button that uses it may clear the selection first (a tap always does): `keep` is called
 * as that press starts, so the text survives until the button's click has read it.
 */
export function useSelectedText(root: RefObject<HTMLElement | null>) {
  const [text, setText] = useState('');
  const keeping = useRef(false);

  useEffect(() => {
    function read() {
      const selection = document.getSelection();
      const node = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).commonAncestorContainer : null;
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      const inPage = element !== null && root.current?.contains(element) === true && element.closest('.textLayer') !== null;
      const selected = inPage ? (selection?.toString().trim() ?? '') : '';
      if (selected === '' && keeping.current) return;
      setText(selected);
    }
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [root]);

  return {
    text,
    keep: () => {
      keeping.current = true;
    },
    /** The button has used the text (or the press ended elsewhere): follow the selection again. */
    release: () => {
      keeping.current = false;
    },
  };
}
