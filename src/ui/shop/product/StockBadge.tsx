import { HStack, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { stockLevelText, type StockLevel } from '../../../domain/catalogue/StockLevel';

const LOOK = {
  'in-stock': { color: 'green.700', icon: <LuCircleCheck aria-hidden /> },
  low: { color: 'orange.700', icon: <LuCircleAlert aria-hidden /> },
  out: { color: 'red.700', icon: <LuCircleX aria-hidden /> },
} as const;

export function StockBadge({ level }: { level: StockLevel }) {
  const look = LOOK[level.kind];
  return (
    <HStack gap="1.5" color={look.color} fontWeight="semibold" fontSize="sm" data-testid="stock-state">
      {look.icon}
      <Text>{stockLevelText(level)}</Text>
    </HStack>
  );
}
