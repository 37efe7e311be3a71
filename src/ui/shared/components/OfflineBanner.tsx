import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { networkMessageFor } from '../../../domain/text/networkMessages';
import { networkStatusOf } from '../stores/NetworkStatusStore';
import { useStores } from '../../app/stores/StoresContext';

/**
 * A line across the top of the shop and the admin panel while the device is offline. The live region is always
 * there (empty and of no height while online), so screen readers announce the line when it appears.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const network = networkStatusOf(useStores());
  return (
    <Box role="status">
      {!network.online && (
        <Box bg="gray.800" color="white" px="4" py="2" fontSize="sm" textAlign="center">
          {networkMessageFor('NETWORK.OFFLINE_BANNER')}
        </Box>
      )}
    </Box>
  );
});
