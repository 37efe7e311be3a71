import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMail, LuPhone, LuTruck } from 'react-icons/lu';
import { messageFor } from '../../../../domain/text/messages';
import { useStores } from '../../../app/stores/StoresContext';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';

/** Phone, e-mail and the free-shipping promise, all from the shop settings (docs/behaviour.md#screens-and-routes, docs/architecture.md#data-model). */
export const TopStrip = observer(function TopStrip() {
  const { settings } = useStores().settings;
  return (
    <Box
      bg={HEADER_METRICS.strip.bg}
      color="brand.50"
      fontSize={HEADER_METRICS.strip.fontSize}
      data-testid="top-strip"
    >
      <Container
        maxW="7xl"
        py={HEADER_METRICS.strip.py}
        display="flex"
        alignItems="center"
        justifyContent={{ base: 'center', md: 'space-between' }}
        gap="4"
      >
        <HStack gap="5" display={{ base: 'none', md: 'flex' }}>
          <Link href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} color="inherit">
            <LuPhone aria-hidden /> {settings.phone}
          </Link>
          <Link href={`mailto:${settings.email}`} color="inherit">
            <LuMail aria-hidden /> {settings.email}
          </Link>
        </HStack>
        <HStack as="span" gap="1.5" fontWeight="medium">
          <LuTruck aria-hidden />
          {messageFor('SHIPPING.FREE_ABOVE', { amount: settings.freeShippingThreshold })}
        </HStack>
      </Container>
    </Box>
  );
});
