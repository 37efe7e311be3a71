import { type ReactNode, useEffect, useRef } from 'react';
import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The card shows the outcome of the form that stood in its place: the focus and the view go to its title. */
  announce?: boolean;
}

/** The centred card the sign-in, sign-up and verification screens share. */
export function AuthCard({ title, subtitle, children, footer, announce = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // What a form's outcome says replaces the form: the view and the focus go to it, so a phone scrolled down to the
  // form's button sees it and a screen reader reads it.
  useEffect(() => {
    if (!announce) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [announce]);
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Card.Root variant="outline" bg="white" borderColor="brand.100" shadow="sm">
        <Card.Header pb="2">
          <Stack gap="1">
            <Heading
              as="h1"
              size="2xl"
              color="brand.800"
              ref={heading}
              tabIndex={announce ? -1 : undefined}
              _focus={{ outline: 'none' }}
            >
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
