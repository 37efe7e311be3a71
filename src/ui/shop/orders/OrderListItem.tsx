import { Box, Card, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import type { Order } from '../../../domain/orders/Order';
import { formatDate } from '../../../domain/text/formatDateTime';
import {
  OrderStatusBadge,
  PAYMENT_METHOD_LABELS,
  PaymentStatusBadge,
} from '../../shared/components/OrderBadges';
import { PLACEHOLDER_IMAGE, fallBackToPlaceholder } from '../../shared/format/productImage';
import { orderNumber } from '../../shared/format/orderNumber';
import { PlainList } from '../../shared/components/PlainList';
import { ReviewProductLink } from './ReviewProductLink';

/** Each product of the order once (two variants of one product are one product to review). */
const productsOf = (order: Order) =>
  order.lines.filter((line, index) => order.lines.findIndex((l) => l.productId === line.productId) === index);

/** One order in My Orders: number, date, status and payment badges, items and total; a delivered one's reviews. */
export function OrderListItem({ order }: { order: Order }) {
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const titleId = `order-${order.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="white" borderColor="brand.100">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="0.5">
            <Text as="h2" id={titleId} fontWeight="bold" fontSize="lg">
              Order {orderNumber(order.id)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              Placed on {formatDate(order.createdAt)}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge order={order} />
          </HStack>
        </Flex>
        <HStack gap="2">
          {order.lines.slice(0, 4).map((line) => (
            <Image
              key={`${line.productId}-${line.variant?.id ?? ''}`}
              src={line.image || PLACEHOLDER_IMAGE}
              alt=""
              htmlWidth="56"
              htmlHeight="56"
              loading="lazy"
              onError={fallBackToPlaceholder}
              boxSize="14"
              objectFit="cover"
              rounded="md"
              bg="brand.50"
            />
          ))}
          {order.lines.length > 4 ? (
            <Text fontSize="sm" color="gray.600">
              +{order.lines.length - 4} more
            </Text>
          ) : null}
        </HStack>
        {order.status === 'delivered' ? (
          <PlainList gap="1" aria-label={`Review the items of order ${orderNumber(order.id)}`}>
            {productsOf(order).map((line) => (
              <Flex
                as="li"
                key={line.productId}
                justify="space-between"
                align="baseline"
                rowGap="1"
                columnGap="3"
                wrap="wrap"
              >
                <Text fontSize="sm" color="gray.700" minW="0" overflowWrap="anywhere">
                  {line.name}
                </Text>
                <ReviewProductLink productId={line.productId} name={line.name} />
              </Flex>
            ))}
          </PlainList>
        ) : null}
        <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Box>
            <Text fontSize="sm" color="gray.600">
              {itemCount} {itemCount === 1 ? 'item' : 'items'} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            </Text>
            <Text fontWeight="bold" color="brand.800">
              {formatRupees(order.total)}
            </Text>
          </Box>
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink
              to={`/orders/${encodeURIComponent(order.id)}`}
              aria-label={`View details of order ${orderNumber(order.id)}`}
            >
              View details <LuChevronRight aria-hidden />
            </RouterLink>
          </Link>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
