import { Box, Button, Image, Link, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import type { Product } from '../../../domain/catalogue/Product';
import { codDecision, formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import { deliveryBy } from '../../../domain/checkout/deliveryMessages';
import {
  COD_AVAILABLE,
  COD_NOT_HERE,
  codNotAbove,
  COMPARE_ROW_LABELS,
  COMPARED_PRODUCTS,
  NO_RATINGS,
  NOT_STATED,
  REMOVE,
  removeFromCompare,
  SWIPE_HINT,
} from '../../../domain/storefront/compareMessages';
import { allAgree, compareRows } from '../../../domain/storefront/CompareRows';
import { formatRating } from '../../../domain/storefront/Rating';
import { formatRupees } from '../../../domain/text/Money';
import { useStores } from '../../app/stores/StoresContext';
import { RatingStars } from '../../shared/components/RatingStars';
import { fallBackToPlaceholder, mainPicture } from '../../shared/format/productImage';
import { deliveryStoreOf } from '../checkout/DeliveryStore';
import { StruckMrp } from '../common/StruckMrp';
import { useAsPrerendered } from '../common/useAsPrerendered';

/** The row labels' column: it stays while the products scroll under it. */
const LABEL_WIDTH = { base: '6.5rem', md: '10rem' } as const;
/** A phone shows one product beside the labels (the page's padding is 1rem a side), and snaps to each. */
const PRODUCT_WIDTH = { base: 'calc(100vw - 2rem - 6.5rem)', md: '13rem' } as const;

const STICKY = { position: 'sticky', left: '0', zIndex: '1', bg: 'white' } as const;

interface Row {
  key: string;
  label: string;
  /** What each product says, compared to tell whether all agree. */
  values: string[];
  /** How each is shown, where not as its value. */
  cells?: ReactNode[];
}

const notStated = (
  <Text as="span" color="gray.600">
    {NOT_STATED}
  </Text>
);

/**
 * The products side by side: a real table, a row a fact with its label as the row's header, a column a product. The
 * labels stay at the left while the products scroll sideways (one a swipe on a phone).
 */
export const CompareTable = observer(function CompareTable({
  products,
  hideAgreeing,
  onRemove,
}: {
  products: Product[];
  hideAgreeing: boolean;
  onRemove: (productId: string) => void;
}) {
  const delivery = deliveryStoreOf(useStores());
  // The remembered pincode is the device's: a drawn page has none.
  const answer = useAsPrerendered(delivery.remembered, null);
  const served = answer?.kind === 'served' ? answer : null;
  const rows: Row[] = [
    {
      key: 'price',
      label: COMPARE_ROW_LABELS.price,
      values: products.map((product) => formatRupees(product.price)),
      cells: products.map((product) => (
        <Stack gap="0.5" key={product.id}>
          <Text fontWeight="bold" color="brand.800">
            {formatRupees(product.price)}
          </Text>
          {product.originalPrice && product.originalPrice > product.price ? (
            <StruckMrp mrp={product.originalPrice} fontSize="xs" />
          ) : null}
        </Stack>
      )),
    },
    {
      key: 'rating',
      label: COMPARE_ROW_LABELS.rating,
      values: products.map((product) => (product.rating > 0 ? formatRating(product.rating) : '')),
      cells: products.map((product) =>
        product.rating > 0 ? (
          <RatingStars key={product.id} rating={product.rating} reviewCount={product.reviewCount} />
        ) : (
          <Text key={product.id} as="span" color="gray.600">
            {NO_RATINGS}
          </Text>
        ),
      ),
    },
    ...compareRows(products),
    ...(served
      ? [
          {
            key: 'delivery',
            label: COMPARE_ROW_LABELS.delivery,
            values: products.map(() => deliveryBy(formatDeliveryDate(served.by))),
          },
          {
            key: 'cod',
            label: COMPARE_ROW_LABELS.cod,
            values: products.map((product) => {
              const cod = codDecision(served.zone, product.price);
              return cod.allowed
                ? COD_AVAILABLE
                : cod.reason === 'zone'
                  ? COD_NOT_HERE
                  : codNotAbove(cod.limit);
            }),
          },
        ]
      : []),
  ];
  const shown = hideAgreeing ? rows.filter((row) => !allAgree(row.values)) : rows;

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="gray.600" display={{ base: 'block', md: 'none' }}>
        {SWIPE_HINT}
      </Text>
      <Box
        role="region"
        aria-label={COMPARED_PRODUCTS}
        tabIndex={0}
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollPaddingLeft={LABEL_WIDTH}
        borderWidth="1px"
        borderColor="brand.100"
        rounded="md"
        bg="white"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
      >
        <Table.Root size="sm" w={{ base: 'max-content', md: 'full' }} tableLayout="fixed">
          <Table.Caption srOnly>{COMPARED_PRODUCTS}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="row" w={LABEL_WIDTH} {...STICKY} verticalAlign="top">
                {COMPARE_ROW_LABELS.product}
              </Table.ColumnHeader>
              {products.map((product) => (
                <Table.ColumnHeader
                  key={product.id}
                  scope="col"
                  w={PRODUCT_WIDTH}
                  scrollSnapAlign="start"
                  verticalAlign="top"
                  fontWeight="normal"
                >
                  <Stack gap="2" align="start">
                    <Link asChild display="block" fontWeight="semibold" color="gray.900" lineClamp="3">
                      <RouterLink to={productPath(product)}>
                        <Image
                          src={cardPictureUrl(mainPicture(product))}
                          alt=""
                          htmlWidth="400"
                          htmlHeight="300"
                          w="full"
                          aspectRatio="4 / 3"
                          objectFit="cover"
                          rounded="md"
                          bg="brand.50"
                          mb="2"
                          onError={fallBackToPlaceholder}
                        />
                        {product.name}
                      </RouterLink>
                    </Link>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={removeFromCompare(product.name)}
                      onClick={() => onRemove(product.id)}
                    >
                      {REMOVE}
                    </Button>
                  </Stack>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.key}>
                <Table.ColumnHeader scope="row" {...STICKY} verticalAlign="top">
                  {row.label}
                </Table.ColumnHeader>
                {row.values.map((value, index) => (
                  <Table.Cell key={products[index]?.id ?? index} verticalAlign="top">
                    {row.cells?.[index] ?? (value === '' ? notStated : value)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
});
