import type { Ref } from 'react';
import { Box, Circle, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { lineLimit, type CartItem } from '../../../domain/checkout/Cart';
import { formatRupees } from '../../../domain/text/Money';
import { QuantityStepper } from './QuantityStepper';
import { variantLabel } from '../../shared/format/variantLabel';
import { useStores } from '../../app/stores/StoresContext';
import { CartItemPicture } from './CartItemPicture';

/**
 * One cart line: the chosen variant's picture, name, variant, unit price, quantity stepper (1..10, or fewer when the
 * shop had fewer of the choice), line total and remove (the page removes it, and knows where the focus goes next).
 */
export const CartLineItem = observer(function CartLineItem({
  item,
  onRemove,
  removeButtonRef,
}: {
  item: CartItem;
  onRemove: () => void;
  removeButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { cart } = useStores();
  const variant = variantLabel(item.variant);
  const fullName = variant ? `${item.name} (${variant})` : item.name;
  return (
    <Flex
      as="li"
      gap={{ base: '3', md: '4' }}
      py="4"
      borderBottomWidth="1px"
      borderColor="brand.100"
      align="start"
    >
      <Box flexShrink="0" w={{ base: '20', md: '28' }} rounded="md" overflow="hidden" bg="brand.50">
        <CartItemPicture item={item} pixels={112} w="full" aspectRatio="1" />
      </Box>
      <Stack flex="1" gap="2" minW="0">
        <Flex justify="space-between" gap="2" align="start">
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="semibold" color="gray.900" _hover={{ color: 'brand.700' }}>
              <RouterLink to={`/products/${encodeURIComponent(item.id)}`}>{item.name}</RouterLink>
            </Link>
            {variant ? (
              <HStack gap="1.5" fontSize="sm" color="gray.600">
                {item.variant?.colorHex ? (
                  <Circle
                    size="3"
                    bg={item.variant.colorHex}
                    borderWidth="1px"
                    borderColor="gray.300"
                    aria-hidden
                  />
                ) : null}
                <Text>{variant}</Text>
              </HStack>
            ) : null}
            <Text fontSize="sm" color="gray.700">
              {formatRupees(item.price)} each
            </Text>
          </Stack>
          <IconButton
            variant="ghost"
            size="sm"
            color="red.700"
            aria-label={`Remove ${fullName} from cart`}
            ref={removeButtonRef}
            onClick={onRemove}
          >
            <LuTrash2 aria-hidden />
          </IconButton>
        </Flex>
        <Flex justify="space-between" align="center" gap="2" flexWrap="wrap">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(item.quantity, lineLimit(item))}
            itemName={fullName}
            onChange={(quantity) => cart.setQuantity(item.key, quantity)}
          />
          <Text
            fontWeight="bold"
            color="brand.800"
            aria-label={`Line total ${formatRupees(item.price * item.quantity)}`}
          >
            {formatRupees(item.price * item.quantity)}
          </Text>
        </Flex>
      </Stack>
    </Flex>
  );
});
