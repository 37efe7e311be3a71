import { Button } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

/** The 'Refresh' beside a screen's heading: reads the screen's data again, spinning while it does. */
export function RefreshButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} loading={loading}>
      <LuRefreshCw aria-hidden /> Refresh
    </Button>
  );
}
