import { Box, Container, Grid, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCcw, LuShieldCheck, LuTruck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import { useStores } from '../../app/stores/StoresContext';
import { DemoResetButton } from './DemoResetButton';
import { ShopContactLines } from './ShopContactLines';
import { FOOTER_CATEGORY_LINKS, FOOTER_INFO_LINKS } from './footerContent';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="brand.100" fontSize="sm" _hover={{ color: 'white' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Text as="h2" fontFamily="heading" fontWeight="bold" fontSize="md" color="white" mb="3">
      {children}
    </Text>
  );
}

/**
 * Footer with the shop's promises (docs/behaviour.md#the-shops-promises) (free shipping from the one setting), info, legal and category links, and the seller
 * the settings name (none while they name none).
 */
export const Footer = observer(function Footer() {
  const { settings } = useStores().settings;
  const promises = [
    {
      icon: <LuTruck />,
      title: 'Free Shipping',
      text: `On orders above ${formatRupees(settings.freeShippingThreshold)}`,
    },
    { icon: <LuShieldCheck />, title: 'Warranty', text: 'Up to 3 years on every piece' },
    ...(settings.returnWindowDays > 0
      ? [
          {
            icon: <LuRotateCcw />,
            title: 'Easy Returns',
            text: `${settings.returnWindowDays}-day return policy`,
          },
        ]
      : []),
  ];
  return (
    <Box as="footer" bg="brand.900" color="brand.100" mt="16">
      <Box borderBottomWidth="1px" borderColor="brand.800">
        <Container
          maxW="7xl"
          py="6"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
          gap="4"
        >
          {/* The icon beside its two lines, centred on them: a grid of two rows, so the lines need no box. */}
          {promises.map((promise) => (
            <Grid key={promise.title} templateColumns="auto 1fr" columnGap="3" alignItems="center">
              <Icon gridRow="span 2" fontSize="2xl" color="brass.300" aria-hidden>
                {promise.icon}
              </Icon>
              <Text fontWeight="semibold" color="white">
                {promise.title}
              </Text>
              <Text fontSize="sm">{promise.text}</Text>
            </Grid>
          ))}
        </Container>
      </Box>
      <Container
        maxW="7xl"
        py="10"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1.5fr' }}
        gap="8"
      >
        <Stack gap="3">
          <Text fontFamily="heading" fontWeight="bold" fontSize="xl" color="white">
            Sheesham Home
          </Text>
          <Text fontSize="sm" maxW="sm">
            Furniture in sheesham and other woods, crafted in Jodhpur and delivered across India. Prices
            include GST.
          </Text>
        </Stack>
        <Box as="nav" aria-label="Shop information">
          <Heading>Help &amp; Info</Heading>
          <Stack gap="1.5">
            {FOOTER_INFO_LINKS.map((link) => (
              <FooterLink key={link.to} to={link.to}>
                {link.label}
              </FooterLink>
            ))}
          </Stack>
        </Box>
        <Box as="nav" aria-label="Shop by category">
          <Heading>Categories</Heading>
          <Stack gap="1.5">
            {FOOTER_CATEGORY_LINKS.map((link) => (
              <FooterLink key={link.to} to={link.to}>
                {link.label}
              </FooterLink>
            ))}
          </Stack>
        </Box>
        <Stack gap="2" fontSize="sm">
          <Heading>Contact Us</Heading>
          <ShopContactLines phone={settings.phone} email={settings.email} linkColor="brand.100" />
        </Stack>
      </Container>
      <Box borderTopWidth="1px" borderColor="brand.800">
        <Container
          maxW="7xl"
          py="4"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          flexWrap="wrap"
          gap="2"
          fontSize="xs"
        >
          <Box>
            <Text>
              © {new Date().getFullYear()} Sheesham Home. All prices in Indian rupees (₹), inclusive of GST.
            </Text>
            {settings.sellerLegalName ? (
              <Text>
                Sold by {settings.sellerLegalName}
                {settings.sellerAddress ? `, ${settings.sellerAddress}` : ''}.
              </Text>
            ) : null}
          </Box>
          <DemoResetButton />
        </Container>
      </Box>
    </Box>
  );
});
