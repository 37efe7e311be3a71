import type { ReactNode } from 'react';
import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card the sign-in, sign-up and verification screens share. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Card.Root variant="outline" bg="white" borderColor="brand.100" shadow="sm">
        <Card.Header pb="2">
          <Stack gap="1">
            <Heading as="h1" size="2xl" color="brand.800">
              {title}
            </Heading>
            {subtitle ? <Text color="gray.600">{subtitle}</Text> : null}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer ? <Card.Footer justifyContent="center">{footer}</Card.Footer> : null}
      </Card.Root>
    </Container>
  );
}
