import { Box, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { telHref } from '../../../domain/accounts/ContactPhone';
import { useStores } from '../../app/stores/StoresContext';
import { ShopDetailsList } from './ShopDetailsList';

/**
 * The grievance officer of the shop's settings: name, designation, phone and e-mail, each left out when not set.
 * Nothing at all while the shop names no officer, so no page points shoppers at nobody.
 */
export const GrievanceOfficerDetails = observer(function GrievanceOfficerDetails({
  headingLevel = 'h2',
}: {
  headingLevel?: 'h2' | 'h3';
}) {
  const settings = useStores().settings.settings;
  const headingId = useId();
  if (settings.grievanceOfficerName === '') return null;
  const phone = settings.grievanceOfficerPhone;
  const email = settings.grievanceOfficerEmail;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} id={headingId} fontSize={{ base: 'lg', md: 'xl' }} color="brand.900" mb="3">
        Grievance Officer
      </Heading>
      <ShopDetailsList
        details={[
          { label: 'Name', text: settings.grievanceOfficerName },
          { label: 'Designation', text: settings.grievanceOfficerDesignation },
          { label: 'Phone', text: phone, href: telHref(phone) },
          { label: 'E-mail', text: email, href: `mailto:${email}` },
        ]}
      />
    </Box>
  );
});
