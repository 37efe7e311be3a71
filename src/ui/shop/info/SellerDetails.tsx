import { Box, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStores } from '../../app/stores/StoresContext';
import { ShopDetailsList } from './ShopDetailsList';

/** The seller behind the shop, as its settings name it (legal name, registered address, GSTIN); nothing while unset. */
export const SellerDetails = observer(function SellerDetails() {
  const settings = useStores().settings.settings;
  const headingId = useId();
  const { sellerLegalName, sellerAddress, sellerGstin } = settings;
  if (sellerLegalName === '' && sellerAddress === '' && sellerGstin === '') return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize={{ base: 'lg', md: 'xl' }} color="brand.900" mb="3">
        The seller
      </Heading>
      <ShopDetailsList
        details={[
          { label: 'Legal name', text: sellerLegalName },
          { label: 'Registered address', text: sellerAddress },
          { label: 'GSTIN', text: sellerGstin },
        ]}
      />
    </Box>
  );
});
