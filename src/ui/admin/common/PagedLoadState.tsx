import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { CursorPager } from './CursorPager';
import { LoadStateView } from './LoadStateView';
import { Pager } from './Pager';

/** An admin list read in keyset pages: its loading, failed and empty states, the rows, then the pager. */
export const PagedLoadState = observer(function PagedLoadState({
  pager,
  label,
  emptyText,
  children,
}: {
  pager: CursorPager<unknown>;
  /** The pager's name, e.g. 'Order pages'. */
  label: string;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <LoadStateView
        state={pager.state}
        empty={pager.items.length === 0}
        emptyText={emptyText}
        onRetry={() => void pager.load()}
      >
        {children}
      </LoadStateView>
      <Pager
        label={label}
        page={pager.pageIndex + 1}
        hasPrevious={pager.hasPrevious}
        hasNext={pager.hasNext}
        onPrevious={() => void pager.previousPage()}
        onNext={() => void pager.nextPage()}
      />
    </>
  );
});
