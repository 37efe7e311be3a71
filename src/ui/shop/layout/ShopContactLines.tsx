import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { LuClock, LuMail, LuPhone } from 'react-icons/lu';
import { telHref } from '../../../domain/accounts/ContactPhone';
import { SHOP_HOURS } from './footerContent';

/** The shop's phone, e-mail and opening hours, a line each behind its icon (the footer, the help pages' aside). */
export function ShopContactLines({
  phone,
  email,
  linkColor,
}: {
  phone: string;
  email: string;
  linkColor: string;
}) {
  return (
    <>
      <HStack>
        <LuPhone aria-hidden />
        <Link href={telHref(phone)} color={linkColor}>
          {phone}
        </Link>
      </HStack>
      <HStack>
        <LuMail aria-hidden />
        <Link href={`mailto:${email}`} color={linkColor}>
          {email}
        </Link>
      </HStack>
      <HStack align="flex-start">
        <Box pt="0.5" aria-hidden>
          <LuClock />
        </Box>
        <Box>
          {SHOP_HOURS.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      </HStack>
    </>
  );
}
