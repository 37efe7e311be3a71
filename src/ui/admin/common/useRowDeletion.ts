import { useRef, useState } from 'react';

/**
 * A list row's delete flow on an admin screen: the row the confirm dialog asks about, and where the focus goes when
 * the dialog closes. The button that opened it may be gone with its row, so the focus goes to the row button (its
 * delete button, or the button that opens the row where it is deleted) now in that row's place (the next row's once
 * it is deleted), else the last row's, else the screen's heading — never the page body.
 */
export function useRowDeletion<Row extends { id: string }>(rows: () => readonly Row[]) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const position = useRef(0);
  const [buttons] = useState(() => new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  return {
    deleting,
    headingRef,
    ask: (row: Row): void => {
      position.current = rows().findIndex((candidate) => candidate.id === row.id);
      setDeleting(row);
    },
    close: (): void => setDeleting(null),
    /** The ref of the row button of the row with this id. */
    rowButtonRef:
      (id: string) =>
      (button: HTMLButtonElement | null): void => {
        if (button) buttons.set(id, button);
        else buttons.delete(id);
      },
    focusAfter: (): HTMLElement | null => {
      const now = rows();
      const row = now[Math.min(position.current, now.length - 1)];
      return (row && buttons.get(row.id)) ?? headingRef.current;
    },
  };
}
