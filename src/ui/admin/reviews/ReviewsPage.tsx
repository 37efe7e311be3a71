import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { REJECT_REASON_MAX, type Review, type ReviewStatus } from '../../../domain/afterSales/Review';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { BulkActionsBar } from '../common/BulkActionsBar';
import type { FilterOption } from '../common/FilterSelect';
import { FilteredListHeader } from '../common/FilteredListHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { RejectReasonDialog } from '../common/RejectReasonDialog';
import { ReviewTable } from './ReviewTable';
import { createAdminReviewsStore } from './AdminReviewsStore';

const FILTERS: FilterOption<ReviewStatus>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * /admin/reviews: verified buyers' reviews, the longest waiting first, approved or rejected one by one or in bulk; an
 * approved one can be taken down.
 */
export const ReviewsPage = observer(function ReviewsPage() {
  const store = useScreenStore(createAdminReviewsStore);
  /** The reviews the reject dialog is open for. */
  const [rejecting, setRejecting] = useState<readonly Review[] | null>(null);
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);
  const pending = store.filter === 'pending';
  const selected = store.items.filter((review) => store.selected.has(review.id));
  const [single] = rejecting ?? [];

  return (
    <>
      <FilteredListHeader
        title="Reviews"
        description="Oldest first. Approved reviews show on the product page until taken down; the author sees why one was rejected."
        list={store}
        filters={FILTERS}
      />
      {pending && selected.length > 0 ? (
        <BulkActionsBar chosen={`${selected.length} selected`}>
          <Button
            size="sm"
            colorPalette="brand"
            loading={store.working}
            onClick={() =>
              void store.moderate(
                selected.map((review) => review.id),
                'approved',
              )
            }
          >
            Approve selected
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={store.working}
            onClick={() => setRejecting(selected)}
          >
            Reject selected
          </Button>
        </BulkActionsBar>
      ) : null}
      <PagedLoadState
        pager={store.pager}
        label="Review pages"
        emptyText={pending ? 'No reviews waiting.' : 'No reviews here yet.'}
      >
        <ReviewTable store={store} onReject={(review) => setRejecting([review])} />
      </PagedLoadState>
      <RejectReasonDialog
        open={rejecting !== null}
        title={
          rejecting && rejecting.length > 1
            ? `Reject ${rejecting.length} reviews?`
            : `${pending ? 'Reject' : 'Take down'} ${single ? `${single.firstName}'s` : 'this'} review?`
        }
        reasonLabel="Reason for the author"
        hint={
          pending
            ? 'Shown to them beside their review.'
            : 'Shown to them beside their review. It leaves the product page and its rating at once.'
        }
        max={REJECT_REASON_MAX}
        rejectLabel={
          rejecting && rejecting.length > 1
            ? 'Reject reviews'
            : pending
              ? 'Reject review'
              : 'Take down review'
        }
        keepLabel={pending ? 'Keep waiting' : 'Keep it up'}
        working={store.working}
        onReject={(reason) =>
          store.moderate(
            (rejecting ?? []).map((review) => review.id),
            'rejected',
            reason,
          )
        }
        onClose={() => setRejecting(null)}
      />
    </>
  );
});
