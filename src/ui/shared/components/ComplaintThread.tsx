import { Box, Stack, Text } from '@chakra-ui/react';
import type { ComplaintReply } from '../../../domain/afterSales/Complaint';
import { formatDateTime } from '../../../domain/text/formatDateTime';

/**
 * A complaint's replies, oldest first: the shop's and the shopper's, each signed and dated. `shopperName` is how
 * the shopper's own replies are signed ('You' to the shopper, 'Customer' to the staff).
 */
export function ComplaintThread({
  replies,
  shopperName,
  label,
}: {
  replies: readonly ComplaintReply[];
  shopperName: string;
  label: string;
}) {
  if (replies.length === 0) return null;
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={label}>
      {replies.map((reply, index) => {
        const fromShop = reply.from === 'staff';
        return (
          <Box
            as="li"
            key={`${reply.at}-${index}`}
            borderLeftWidth="3px"
            borderColor={fromShop ? 'brand.400' : 'gray.300'}
            bg={fromShop ? 'brand.50' : 'gray.50'}
            rounded="md"
            px="3"
            py="2"
          >
            <Text fontSize="xs" color="gray.600">
              {fromShop ? `${reply.staffName || 'Sheesham Home'}, Sheesham Home` : shopperName} ·{' '}
              {formatDateTime(reply.at)}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {reply.text}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
