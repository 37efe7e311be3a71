import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { MAX_LINE_QUANTITY } from '../../../domain/checkout/CheckoutPricing';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  /** What is counted, for screen readers: "Quantity of {itemName}". */
  itemName: string;
  min?: number;
  max?: number;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * − quantity + with buttons that stop at the bounds (1..10 by default, the most one order line may carry). A button at
 * its bound is aria-disabled rather than disabled, so it keeps the focus of a keyboard that pressed it there.
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  min = 1,
  max = MAX_LINE_QUANTITY,
  size = 'sm',
}: Props) {
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <HStack
      role="group"
      aria-label={`Quantity of ${itemName}`}
      gap="0"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      bg="white"
      w="fit-content"
    >
      <IconButton
        variant="ghost"
        size={size}
        aria-label={`Decrease quantity of ${itemName}`}
        aria-disabled={atMin}
        data-disabled={atMin ? '' : undefined}
        onClick={() => {
          if (!atMin) onChange(value - 1);
        }}
      >
        <LuMinus aria-hidden />
      </IconButton>
      <Text
        as="output"
        minW="8"
        textAlign="center"
        fontWeight="semibold"
        aria-live="polite"
        aria-label={`Quantity ${value}`}
      >
        {value}
      </Text>
      <IconButton
        variant="ghost"
        size={size}
        aria-label={`Increase quantity of ${itemName}`}
        aria-disabled={atMax}
        data-disabled={atMax ? '' : undefined}
        onClick={() => {
          if (!atMax) onChange(value + 1);
        }}
      >
        <LuPlus aria-hidden />
      </IconButton>
    </HStack>
  );
}
