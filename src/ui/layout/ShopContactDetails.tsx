import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { LuClock, LuMail, LuPhone } from 'react-icons/lu';
import type { ShopFacts } from '../pages/info/shopFacts';
import { SHOP_HOURS } from './footerContent';

interface Props {
  facts: Pick<ShopFacts, 'phone' | 'phoneHref' | 'email' | 'emailHref'>;
  linkColor: string;
}

/** The shop's phone and e-mail links and its opening hours, each after its icon (the footer, the help pages' card). */
export function ShopContactDetails({ facts, linkColor }: Props) {
  return (
    <>
      <HStack>
        <LuPhone aria-hidden />
        <Link href={facts.phoneHref} color={linkColor}>
          {facts.phone}
        </Link>
      </HStack>
      <HStack>
        <LuMail aria-hidden />
        <Link href={facts.emailHref} color={linkColor}>
          {facts.email}
        </Link>
      </HStack>
      <HStack align="flex-start">
        <Box pt="0.5">
          <LuClock aria-hidden />
        </Box>
        <ShopHours />
      </HStack>
    </>
  );
}

/** SPEC §1's opening hours, a line each. */
export function ShopHours() {
  return (
    <Box>
      {SHOP_HOURS.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}
