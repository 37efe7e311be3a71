import { observer } from 'mobx-react-lite';
import { networkMessageFor } from '../../../domain/text/networkMessages';
import { networkStatusOf } from '../stores/NetworkStatusStore';
import { useStores } from '../../app/stores/StoresContext';
import { extractedClassNames } from '../theme/extractedStyles';
import type { offlineBannerStyles } from './offlineBannerStyles';

const css = extractedClassNames<typeof offlineBannerStyles>('offlineBanner');

/**
 * A line across the top of the shop and the admin panel while the device is offline. The live region is always
 * there (empty and of no height while online), so screen readers announce the line when it appears.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const network = networkStatusOf(useStores());
  return (
    <div role="status">
      {!network.online && <div className={css('line')}>{networkMessageFor('NETWORK.OFFLINE_BANNER')}</div>}
    </div>
  );
});
