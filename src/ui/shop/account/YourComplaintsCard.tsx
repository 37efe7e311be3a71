import { useEffect, useId, useRef } from 'react';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { type Complaint, complaintTicket } from '../../../domain/afterSales/Complaint';
import { shopperClockText } from '../../shared/format/complaintClockText';
import { ComplaintReplyBox } from '../../shared/components/ComplaintReplyBox';
import { ComplaintHeading } from '../../shared/components/ComplaintHeading';
import { ComplaintThread } from '../../shared/components/ComplaintThread';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import { SectionCard } from '../common/SectionCard';
import { SectionLoadState } from '../common/SectionLoadState';
import { type ComplaintsStore, useComplaintsStore } from '../info/ComplaintsStore';
import { failureOf } from '../../shared/stores/LoadState';

/** The anchor /grievance links to. */
const ANCHOR = 'your-complaints';

/** The profile's complaints: each with its status, its clocks in words, the replies and a box to reply. */
export const YourComplaintsCard = observer(function YourComplaintsCard() {
  const store = useComplaintsStore();
  const { hash } = useLocation();
  const anchorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  const ready = store.state.status !== 'loading';
  const failure = failureOf(store.state);
  useEffect(() => {
    if (ready && hash === `#${ANCHOR}`) anchorRef.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  return (
    <Box id={ANCHOR} ref={anchorRef} scrollMarginTop="40">
      <SectionCard id="profile-complaints-title" title="Your complaints">
        <SectionLoadState
          loading={!ready}
          failure={failure}
          loadingText="Loading your complaints…"
          onRetry={() => void store.reload()}
        >
          {store.mine.length === 0 ? (
            <Text color="gray.700">You have not registered any complaints.</Text>
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label="Your complaints">
              {store.mine.map((complaint) => (
                <ComplaintItem key={complaint.id} store={store} complaint={complaint} />
              ))}
            </Stack>
          )}
        </SectionLoadState>
        <Link asChild color="brand.700" fontWeight="semibold" w="fit-content">
          <RouterLink to="/grievance">Register a complaint</RouterLink>
        </Link>
      </SectionCard>
    </Box>
  );
});

const ComplaintItem = observer(function ComplaintItem({
  store,
  complaint,
}: {
  store: ComplaintsStore;
  complaint: Complaint;
}) {
  const headingId = useId();
  const ticket = complaintTicket(complaint);
  const now = store.now();
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderColor="brand.100" rounded="md" p="4">
      <Stack gap="3">
        <Stack gap="1">
          <ComplaintHeading complaint={complaint} now={now} id={headingId} as="h3" />
          <Text fontSize="sm" color="gray.600">
            Registered {formatDateTime(complaint.createdAt)}
            {complaint.orderId ? ` · Order ${orderNumber(complaint.orderId)}` : ''}
            {complaint.acknowledgedAt ? ` · Acknowledged ${formatDateTime(complaint.acknowledgedAt)}` : ''}
          </Text>
          <Text fontWeight="medium">{shopperClockText(complaint, now)}</Text>
        </Stack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" color="gray.800">
          {complaint.description}
        </Text>
        <ComplaintThread replies={complaint.replies} shopperName="You" label={`Replies on ${ticket}`} />
        {complaint.status === 'resolved' ? null : (
          <ComplaintReplyBox
            label={`Your reply to ${ticket}`}
            sending={store.replying === complaint.id}
            onSend={(text) => store.reply(complaint, text)}
          />
        )}
      </Stack>
    </Box>
  );
});
