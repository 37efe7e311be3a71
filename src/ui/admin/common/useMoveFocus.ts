import { useEffect, useRef } from 'react';

/** What a keyboard moves a row of a reorderable list with: its drag handle (arrow keys) or its up and down arrows. */
export type MoveControl = 'handle' | 'up' | 'down';

/**
 * Keeps the keyboard on the row it moves. Re-drawing the list drops the focus (a row keyed by id is taken out and put
 * back) or leaves it in the old place (rows keyed by position), and an arrow that reaches the top or bottom is
 * disabled: once the list is drawn after `moved`, the focus goes to the same control of the row in its new place, or
 * to the arrow that still works. The list's element takes `listRef`; each control spreads `controlProps`.
 */
export const useMoveFocus = (count: number) => {
  // Chakra types its elements as divs, whatever tag they render.
  const listRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{ control: MoveControl; to: number } | null>(null);
  useEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = null;
    const { control, to } = moved;
    const shown =
      control === 'up' && to === 0 ? 'down' : control === 'down' && to === count - 1 ? 'up' : control;
    listRef.current?.querySelector<HTMLElement>(`[data-move="${shown}-${to}"]`)?.focus();
  });
  return {
    listRef,
    moved: (control: MoveControl, to: number): void => {
      pending.current = { control, to };
    },
    controlProps: (control: MoveControl, index: number) => ({ 'data-move': `${control}-${index}` }),
  };
};
