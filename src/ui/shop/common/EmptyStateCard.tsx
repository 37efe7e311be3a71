import type { ReactNode, Ref } from 'react';
import { EmptyState, VStack } from '@chakra-ui/react';

interface Props {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Makes the title focusable by script (the cart puts the focus there when its last line goes). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** What to do instead (a link to the products, clearing the filters). */
  children?: ReactNode;
}

/** An empty list of the shop (cart, wishlist, orders, search results) in a white outlined card. */
export function EmptyStateCard({ icon, title, description, titleRef, children }: Props) {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" borderColor="brand.100" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.400">{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
