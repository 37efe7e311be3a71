import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores/StoresContext';
import { withShopSystem } from '../../../shared/theme/deferredShopSystem';

// A notice is rare and never on a first screen: its alert's code loads with the first one.
const NoticeAlert = lazy(async () => ({
  default: (await withShopSystem(import('./NoticeAlert'))).NoticeAlert,
}));

/** The category-click message under the header; it clears itself after 5 seconds (docs/behaviour.md#browsing-and-search). */
export const NoticeBanner = observer(function NoticeBanner() {
  const { notice } = useStores();
  if (!notice.message) return null;
  return (
    <Suspense fallback={null}>
      <NoticeAlert message={notice.message} onClose={notice.clear} />
    </Suspense>
  );
});
