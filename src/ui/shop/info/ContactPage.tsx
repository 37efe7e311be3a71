import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuClock, LuMail, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_HOURS } from '../layout/footerContent';
import { useStores } from '../../app/stores/StoresContext';
import { GrievanceOfficerDetails } from './GrievanceOfficerDetails';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { SellerDetails } from './SellerDetails';
import { shopFacts } from './shopFacts';

/**
 * /contact: customer care (phone, e-mail, opening hours), the seller's legal details and the grievance officer, all
 * from the shop settings.
 */
export const ContactPage = observer(function ContactPage() {
  const { settings } = useStores().settings;
  const facts = shopFacts(settings);
  const officerNamed = settings.grievanceOfficerName !== '';
  const cards = [
    {
      icon: <LuPhone aria-hidden />,
      title: 'Call us',
      body: (
        <Link href={facts.phoneHref} color="brand.700" fontWeight="semibold">
          {facts.phone}
        </Link>
      ),
      note: 'The quickest way to reach us during opening hours.',
    },
    {
      icon: <LuMail aria-hidden />,
      title: 'Write to us',
      body: (
        <Link href={facts.emailHref} color="brand.700" fontWeight="semibold" wordBreak="break-all">
          {facts.email}
        </Link>
      ),
      note: 'We answer e-mails within one working day.',
    },
    {
      icon: <LuClock aria-hidden />,
      title: 'Opening hours',
      body: (
        <Box>
          {SHOP_HOURS.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      ),
      note: 'All times are Indian Standard Time (IST).',
    },
  ];
  return (
    <InfoPageLayout
      title="Contact Us"
      description="Call, e-mail or visit Sheesham Home. Opening hours Monday to Saturday 9:00 AM to 8:00 PM, Sunday 10:00 AM to 6:00 PM."
      intro={<Text>Questions about a product, an order or a delivery? We are happy to help.</Text>}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {cards.map((card) => (
          <Stack key={card.title} gap="2" layerStyle="shopPanel" p="5">
            <Box color="brand.600" fontSize="2xl">
              {card.icon}
            </Box>
            <Heading as="h2" fontSize="md" color="brand.900">
              {card.title}
            </Heading>
            {card.body}
            <Text fontSize="sm" color="gray.600">
              {card.note}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <SellerDetails />
      <InfoSection title="Complaints">
        <Text>
          If we have not put something right, you can register a complaint on our{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/grievance">Grievance Redressal</RouterLink>
          </Link>{' '}
          page{officerNamed ? ' or write to our grievance officer' : ''}. A complaint registered there gets a
          ticket number at once. We acknowledge every complaint within 48 hours and resolve it within one
          month.
        </Text>
      </InfoSection>
      <GrievanceOfficerDetails />
      <InfoSection title="About an order">
        <Text>
          Please keep your order number handy — you will find it in the confirmation and under{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/orders">My Orders</RouterLink>
          </Link>
          . It lets us look up your delivery straight away.
        </Text>
      </InfoSection>
      <InfoSection title="Custom sizes and bulk orders">
        <Text>
          Need a bed for an unusual room, a longer dining table, or furniture for a hotel or office? Our
          workshop in Jodhpur makes pieces to order. Write to us with the size you need and a photo of the
          space, and we will send you a quote.
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
});
