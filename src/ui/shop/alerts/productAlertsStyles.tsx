import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The product page's alert buttons as Chakra draws them, extracted at build (extractedStyles.ts). */
export const productAlertsStyles = {
  root: <Stack gap="2" />,
  ask: <Button size="sm" variant="outline" colorPalette="brand" alignSelf="start" />,
  waiting: <HStack gap="3" flexWrap="wrap" />,
  waitingText: <Text fontSize="sm" color="green.800" fontWeight="medium" />,
  stop: <Button size="sm" variant="ghost" colorPalette="brand" />,
  formLoading: <Text fontSize="sm" color="gray.600" />,
} satisfies ExtractedStyles;
