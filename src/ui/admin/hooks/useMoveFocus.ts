import { useEffect, useRef, useState } from 'react';

/** What a keyboard moves a row of a reorderable list with: its drag handle (arrow keys) or its up and down arrows. */
export type MoveControl = 'handle' | 'up' | 'down';

/**
 * Keeps the keyboard on the row it moves. Re-drawing the list drops the focus (a row keyed by id is taken out and put
 * back) or leaves it in the old place (rows keyed by position), and an arrow that reaches the top or bottom is
 * disabled: after `moved`, the focus goes to the same control of the row in its new place, or to the arrow that still
 * works. The list's element takes `listRef`; each control spreads `controlProps`.
 */
export const useMoveFocus = (count: number) => {
  // Chakra types its elements as divs, whatever tag they render.
  const listRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ control: MoveControl; to: number } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const { control, to } = moved;
    const shown =
      control === 'up' && to === 0 ? 'down' : control === 'down' && to === count - 1 ? 'up' : control;
    listRef.current?.querySelector<HTMLElement>(`[data-move="${shown}-${to}"]`)?.focus();
    setMoved(null);
  }, [moved, count]);
  return {
    listRef,
    moved: (control: MoveControl, to: number): void => setMoved({ control, to }),
    controlProps: (control: MoveControl, index: number) => ({ 'data-move': `${control}-${index}` }),
  };
};
