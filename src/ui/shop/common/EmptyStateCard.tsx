import type { ReactNode, Ref } from 'react';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChakraReady } from '../../shared/components/ChakraReady';

interface Props {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Makes the title focusable by script (the cart puts the focus there when its last line goes). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Where to go instead: a brand button linking there (browse the products). */
  link?: { to: string; label: string; variant?: 'solid' | 'outline' };
  /** Anything else to do instead (clearing the filters). */
  children?: ReactNode;
}

/** An empty list of the shop (cart, wishlist, orders, search results) in a white outlined card. */
export function EmptyStateCard({ icon, title, description, titleRef, link, children }: Props) {
  return (
    <ChakraReady>
      <EmptyState.Root layerStyle="shopPanel">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.400">{icon}</EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
              {title}
            </EmptyState.Title>
            <EmptyState.Description>{description}</EmptyState.Description>
          </VStack>
          {link ? (
            <Button asChild variant={link.variant ?? 'solid'} colorPalette="brand">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Button>
          ) : null}
          {children}
        </EmptyState.Content>
      </EmptyState.Root>
    </ChakraReady>
  );
}
