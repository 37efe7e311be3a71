import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

interface Props {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  headingSize?: 'md' | 'lg';
  children: ReactNode;
}

/** A white outlined card that is a landmark section named by its h2 (checkout, order and profile pages). */
export function SectionCard({ id, title, headingSize = 'lg', children }: Props) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="white" borderColor="brand.100">
      <Card.Header>
        {/* Focusable by script: an action that removes its own button puts the focus on its section. */}
        <Heading as="h2" id={id} size={headingSize} tabIndex={-1} outline="none">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
