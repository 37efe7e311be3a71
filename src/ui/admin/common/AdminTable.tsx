import type { ComponentProps, ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import { SelectCheckbox } from './SelectCheckbox';

/**
 * A column heading; an object for a right-aligned (`end`) or fixed-width column, or one a phone leaves out
 * (`hideBelow`, whose cells take the same prop).
 */
type AdminColumn = string | { header: ReactNode; end?: boolean; w?: string; hideBelow?: 'sm' | 'md' | 'lg' };

/**
 * A small admin table with its heading row; the caller renders the body rows. With `selectAll` its first column is
 * the rows' tick boxes (each row renders its own SelectCheckbox), headed by the one that ticks them all.
 */
export function AdminTable({
  label,
  columns: named,
  selectAll,
  framed = true,
  interactive,
  busy,
  children,
}: {
  label?: string;
  columns: AdminColumn[];
  selectAll?: ComponentProps<typeof SelectCheckbox> | undefined;
  /** A bordered white card of its own; false inside a panel that already is one. */
  framed?: boolean;
  interactive?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const columns: AdminColumn[] = selectAll
    ? [{ w: '10', header: <SelectCheckbox {...selectAll} /> }, ...named]
    : named;
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (a phone, or a long name).
    <Table.ScrollArea tabIndex={0} {...(framed ? { layerStyle: 'adminPanel' } : {})}>
      <Table.Root size="sm" aria-label={label} aria-busy={busy} interactive={interactive}>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => {
              const { header, end, w, hideBelow } = typeof column === 'string' ? { header: column } : column;
              return (
                <Table.ColumnHeader
                  key={index}
                  textAlign={end ? 'end' : undefined}
                  w={w}
                  hideBelow={hideBelow}
                >
                  {header}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
