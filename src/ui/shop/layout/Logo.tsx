import { HStack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The shop's word mark: a simple wood-grain mark and 'Sheesham Home'. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <HStack asChild gap="2" flexShrink={0}>
      <RouterLink to="/" onClick={onClick} aria-label="Sheesham Home, home page">
        <chakra.svg
          display={{ base: 'none', sm: 'inline-flex' }}
          boxSize="32px"
          viewBox="0 0 32 32"
          aria-hidden="true"
        >
          <rect x="2" y="2" width="28" height="28" rx="7" fill="#703f27" />
          <path
            d="M8 11c5-3 11-3 16 0M8 16c5-3 11-3 16 0M8 21c5-3 11-3 16 0"
            stroke="#e8cdb1"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </chakra.svg>
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: 'md', sm: 'lg', md: '2xl' }}
          color="brand.800"
          whiteSpace="nowrap"
        >
          Sheesham Home
        </Text>
      </RouterLink>
    </HStack>
  );
}
