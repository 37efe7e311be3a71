import { useEffect } from 'react';
import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import { offerConditions, offerName, offerTitle } from '../../../domain/offers/offerMessages';
import { formatRupees } from '../../../domain/text/Money';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { AdminTable } from '../common/AdminTable';
import { LoadStateView } from '../common/LoadStateView';
import { PageHeader } from '../common/PageHeader';
import { createAdminOffersStore } from './AdminOffersStore';
import { OfferFormDialog } from './OfferFormDialog';

const STATUS_COLOUR: Record<string, string> = { Active: 'green', Scheduled: 'blue', Paused: 'orange' };

/** /admin/offers: every coupon and automatic offer, what it gave, and pausing one at once. */
export const OffersPage = observer(function OffersPage() {
  const store = useScreenStore(createAdminOffersStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <>
      <PageHeader
        title="Offers"
        description="Coupon codes and automatic offers. The checkout's security rules recompute every discount."
      >
        <Button colorPalette="brand" onClick={store.openNew}>
          <LuPlus aria-hidden /> Add offer
        </Button>
      </PageHeader>
      <LoadStateView
        state={store.state}
        empty={store.offers.length === 0}
        emptyText="No offers yet. Add a coupon code or an automatic offer."
        onRetry={() => void store.load()}
      >
        <AdminTable
          label="Offers"
          columns={[
            'Offer',
            'Terms',
            { header: 'Orders', end: true },
            { header: 'Discount given', end: true },
            'Status',
            { header: 'Actions', end: true },
          ]}
        >
          {store.offers.map((offer) => {
            const status = store.statusOf(offer);
            const name = offer.code ? offerName(offer) : 'Automatic';
            return (
              <Table.Row key={offer.id}>
                <Table.Cell fontWeight="semibold">{name}</Table.Cell>
                <Table.Cell minW="56" whiteSpace="normal">
                  <Stack gap="0">
                    <Text>{offerTitle(offer)}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {offerConditions(offer).join(' · ') || 'Any order'}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {offer.redeemed > 0 ? (
                    <Link asChild color="brand.700">
                      <RouterLink
                        to={`/admin/orders?offer=${encodeURIComponent(offer.id)}`}
                        aria-label={`${offer.redeemed} orders with ${name === 'Automatic' ? offerTitle(offer) : name}`}
                      >
                        {offer.redeemed}
                      </RouterLink>
                    </Link>
                  ) : (
                    offer.redeemed
                  )}
                  {offer.maxRedemptions !== null ? ` of ${offer.maxRedemptions}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatRupees(offer.discountGiven)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_COLOUR[status] ?? 'gray'}>{status}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void store.toggle(offer)}
                      loading={store.busy.has(offer.id)}
                      aria-label={`${offer.active ? 'Pause' : 'Resume'} ${name === 'Automatic' ? offerTitle(offer) : name}`}
                    >
                      {offer.active ? 'Pause' : 'Resume'}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => store.openEdit(offer)}
                      aria-label={`Edit ${name === 'Automatic' ? offerTitle(offer) : name}`}
                    >
                      Edit
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      </LoadStateView>
      {store.editing !== undefined ? <OfferFormDialog store={store} /> : null}
    </>
  );
});
