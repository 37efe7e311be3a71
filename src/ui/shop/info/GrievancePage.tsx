import { useId } from 'react';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useComplaintsStore } from './ComplaintsStore';
import { useStores } from '../../app/stores/StoresContext';
import { ComplaintForm } from './ComplaintForm';
import { GrievanceOfficerDetails } from './GrievanceOfficerDetails';
import { InfoLink } from './InfoLink';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';

/**
 * /grievance: how the shop handles complaints (Consumer Protection (E-Commerce) Rules 2020), its grievance officer,
 * and the complaint form for signed-in shoppers; a guest is asked to sign in and brought back here.
 */
export const GrievancePage = observer(function GrievancePage() {
  const { session, orders } = useStores();
  const complaints = useComplaintsStore();
  const formHeading = useId();
  const user = session.user;
  return (
    <InfoPageLayout
      title="Grievance Redressal"
      description="Register a complaint with Sheesham Home and get a ticket number at once. We acknowledge every complaint within 48 hours and resolve it within one month."
      intro={
        <Text>
          If something has gone wrong with an order, a delivery, a product or our service, tell us here. Every
          complaint gets a ticket number, and a person at the shop answers it.
        </Text>
      }
    >
      <InfoSection title="How we handle your complaint">
        <ul>
          <li>
            You get a ticket number as soon as your complaint is registered. Please quote it when you write to
            us.
          </li>
          <li>We acknowledge every complaint within 48 hours of receiving it.</li>
          <li>We resolve it within one month of receiving it, and tell you what we have done.</li>
          <li>
            You can follow your complaints, read our replies and answer them under{' '}
            <InfoLink to="/profile#your-complaints">Your complaints</InfoLink> in your profile.
          </li>
        </ul>
      </InfoSection>
      <GrievanceOfficerDetails />
      <Box as="section" aria-labelledby={formHeading}>
        <Heading as="h2" id={formHeading} fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="3">
          Register a complaint
        </Heading>
        {user ? (
          <ComplaintForm store={complaints} orders={orders.orders} contact={user.email ?? ''} />
        ) : (
          <Text color="gray.700">
            Please{' '}
            <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={`/login?from=${encodeURIComponent('/grievance')}`}>sign in</RouterLink>
            </Link>{' '}
            to register a complaint, so that we can link it to your orders and you can follow it. You will
            come back to this page.
          </Text>
        )}
      </Box>
    </InfoPageLayout>
  );
});
