import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { Review } from '../../../domain/afterSales/Review';
import { ClampedText } from './ClampedText';
import { formatDate } from '../../../domain/text/formatDateTime';
import { RatingStars } from '../../shared/components/RatingStars';
import type { AdminReviewsStore } from './AdminReviewsStore';
import { SelectCheckbox } from '../common/SelectCheckbox';
import { AdminTable } from '../common/AdminTable';
import { selectAllOf } from '../common/selectAllOf';

/**
 * The reviews of one status; waiting ones get a selection column for bulk decisions and their own actions, approved
 * ones a way to take them down.
 */
export const ReviewTable = observer(function ReviewTable({
  store,
  onReject,
}: {
  store: AdminReviewsStore;
  onReject: (review: Review) => void;
}) {
  const pending = store.filter === 'pending';
  const approved = store.filter === 'approved';
  return (
    <AdminTable
      label="Reviews"
      busy={store.pager.state.status === 'loading'}
      selectAll={pending ? selectAllOf(store, 'Select every review on this page') : undefined}
      columns={['Product', 'Review', ...(pending || approved ? [{ header: 'Actions', end: true }] : [])]}
    >
      {store.items.map((review) => {
        const name = store.productName(review);
        const whose = `${review.firstName}'s review of ${name ?? 'a deleted product'}`;
        return (
          <Table.Row key={review.id} data-selected={store.selected.has(review.id) ? '' : undefined}>
            {pending ? (
              <Table.Cell verticalAlign="top">
                <SelectCheckbox
                  checked={store.selected.has(review.id)}
                  onChange={() => store.toggleSelected(review.id)}
                  label={`Select ${whose}`}
                />
              </Table.Cell>
            ) : null}
            <Table.Cell verticalAlign="top" minW="32" whiteSpace="normal">
              {name ? (
                <Link asChild fontWeight="medium" color="brand.800">
                  <RouterLink to={`/admin/products/edit/${encodeURIComponent(review.productId)}`}>
                    {name}
                  </RouterLink>
                </Link>
              ) : (
                <Text color="gray.600">Deleted product</Text>
              )}
              <Text fontSize="xs" color="gray.600" fontFamily="mono" hideBelow="md">
                {review.productId}
              </Text>
            </Table.Cell>
            <Table.Cell verticalAlign="top" minW="64" whiteSpace="normal">
              <Stack gap="1">
                <RatingStars rating={review.rating} />
                {review.title ? <Text fontWeight="semibold">{review.title}</Text> : null}
                <ClampedText text={review.text} fontSize="sm" />
                <Text fontSize="xs" color="gray.600">
                  {review.firstName} · {formatDate(review.createdAt)}
                </Text>
                {review.status === 'rejected' && review.rejectReason ? (
                  <Text fontSize="sm" color="red.700">
                    Rejected: {review.rejectReason}
                  </Text>
                ) : null}
              </Stack>
            </Table.Cell>
            {pending ? (
              <Table.Cell verticalAlign="top" textAlign="end">
                <Stack direction={{ base: 'column', md: 'row' }} gap="2" justify="end" align="end">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    disabled={store.working}
                    aria-label={`Approve ${whose}`}
                    onClick={() => void store.moderate([review.id], 'approved')}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={store.working}
                    aria-label={`Reject ${whose}`}
                    onClick={() => onReject(review)}
                  >
                    Reject
                  </Button>
                </Stack>
              </Table.Cell>
            ) : null}
            {approved ? (
              <Table.Cell verticalAlign="top" textAlign="end">
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={store.working}
                  aria-label={`Take down ${whose}`}
                  onClick={() => onReject(review)}
                >
                  Take down
                </Button>
              </Table.Cell>
            ) : null}
          </Table.Row>
        );
      })}
    </AdminTable>
  );
});
