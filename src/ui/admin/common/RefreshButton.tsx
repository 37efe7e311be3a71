import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRefreshCw } from 'react-icons/lu';
import type { CursorPager } from './CursorPager';

/**
 * The 'Refresh' beside a screen's heading: reads the screen's data again, spinning while it does; given a paged
 * list's `pager`, it reads the page shown again.
 */
export const RefreshButton = observer(function RefreshButton(
  props: { onClick: () => void; loading: boolean } | { pager: CursorPager<unknown> },
) {
  const { onClick, loading } =
    'pager' in props
      ? { onClick: () => void props.pager.load(), loading: props.pager.state.status === 'loading' }
      : props;
  return (
    <Button variant="outline" size="sm" onClick={onClick} loading={loading}>
      <LuRefreshCw aria-hidden /> Refresh
    </Button>
  );
});
