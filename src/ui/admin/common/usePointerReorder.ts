import { useRef, useState, type PointerEvent } from 'react';

export interface DragState {
  from: number;
  over: number;
}

/**
 * Drag-to-reorder with pointer events, so it works with a mouse, a pen and a finger alike (HTML drag and drop does
 * not on touch screens). The handle captures the pointer; the row under it becomes the drop position.
 */
export const usePointerReorder = (onMove: (from: number, to: number) => void) => {
  const rows = useRef<(HTMLElement | null)[]>([]);
  const [drag, setDrag] = useState<DragState | null>(null);

  const rowAt = (clientY: number, fallback: number): number => {
    const index = rows.current.findIndex((row) => {
      if (!row) return false;
      const box = row.getBoundingClientRect();
      return clientY >= box.top && clientY <= box.bottom;
    });
    if (index >= 0) return index;
    const first = rows.current[0]?.getBoundingClientRect();
    if (first && clientY < first.top) return 0;
    const lastIndex = rows.current.length - 1;
    const last = rows.current[lastIndex]?.getBoundingClientRect();
    return last && clientY > last.bottom ? lastIndex : fallback;
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const over = rowAt(event.clientY, drag.over);
      if (over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: () => {
      if (drag && drag.over !== drag.from) onMove(drag.from, drag.over);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  });

  const rowRef = (index: number) => (element: HTMLElement | null) => {
    rows.current[index] = element;
  };

  return { drag, handleProps, rowRef };
};
