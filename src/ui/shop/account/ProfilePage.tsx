import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBadgeCheck, LuCircleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { displayNameError } from '../../../domain/accounts/AccountForms';
import { messageFor } from '../../../domain/text/messages';
import { FormTextField } from '../common/FormTextField';
import { nameFieldProps } from './nameFieldProps';
import { formatDate } from '../../../domain/text/formatDateTime';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { networkStatusOf } from '../../shared/stores/NetworkStatusStore';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { SectionCard } from '../common/SectionCard';
import { SectionLoadState } from '../common/SectionLoadState';
import { AddressBookCard } from './AddressBookCard';
import { ShopMessagesCard } from './ShopMessagesCard';

// Fetched with its own chunk once the profile shows: most visits to the profile are not about a complaint.
const YourComplaintsCard = lazy(() =>
  import('./YourComplaintsCard').then((module) => ({ default: module.YourComplaintsCard })),
);
// And for the shopper's stock and price alerts.
const YourAlertsCard = lazy(() =>
  import('../alerts/YourAlertsCard').then((module) => ({ default: module.YourAlertsCard })),
);
// The same for the download and the account's deletion, with their texts.
const YourDataCard = lazy(() =>
  import('./YourDataCard').then((module) => ({ default: module.YourDataCard })),
);

/** Profile: name (auth display name and users record), e-mail, verification state, role badge for admins. */
export const ProfilePage = observer(function ProfilePage() {
  useDocumentTitle(
    'My Profile',
    'Your Sheesham Home account: name, phone, saved addresses and verification.',
  );
  const root = useStores();
  const { session } = root;
  const user = session.user;
  const [name, setName] = useState(session.displayName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  if (!user) return null;

  const save = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problem = displayNameError(name);
    setError(problem);
    if (problem || networkStatusOf(root).refusesOffline({ error: setError })) return;
    setSaving(true);
    const result = await session.updateName(name);
    setSaving(false);
    if (result.ok) notify.success(messageFor('ACCOUNT.NAME_UPDATED'));
    else setError(result.message);
  };
  const resend = async (): Promise<void> => {
    setSending(true);
    const result = await session.sendVerification();
    setSending(false);
    if (result.ok) notify.success(messageFor('ACCOUNT.VERIFICATION_SENT', { email: result.user.email }));
    else notify.error(result.message);
  };
  const unchanged = name.trim() === session.displayName;

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <HStack gap="3" mb="6" flexWrap="wrap">
        <Heading as="h1" size="2xl" color="brand.800">
          My Profile
        </Heading>
        {session.isAdmin ? (
          <Badge colorPalette="purple" variant="solid" size="md">
            Admin
          </Badge>
        ) : null}
      </HStack>
      <Stack gap="6">
        <SectionCard id="profile-name-title" title="Your name">
          <form onSubmit={(event) => void save(event)} noValidate aria-label="Update your name">
            <Stack gap="4">
              <FormTextField
                {...nameFieldProps}
                value={name}
                onChange={(value) => {
                  setName(value);
                  if (error) setError(displayNameError(value));
                }}
                error={error ?? undefined}
              />
              <Button
                type="submit"
                colorPalette="brand"
                w="fit-content"
                loading={saving}
                disabled={unchanged}
              >
                Save name
              </Button>
            </Stack>
          </form>
        </SectionCard>
        <AddressBookCard uid={user.uid} />
        {session.isAdmin ? <ShopMessagesCard /> : null}
        <Suspense
          fallback={
            <LoadingSectionCard
              id="profile-complaints-title"
              title="Your complaints"
              loadingText="Loading your complaints…"
            />
          }
        >
          <YourComplaintsCard />
        </Suspense>
        <Suspense
          fallback={
            <LoadingSectionCard
              id="profile-alerts-title"
              title="Your alerts"
              loadingText="Loading your alerts…"
            />
          }
        >
          <YourAlertsCard />
        </Suspense>
        <SectionCard id="profile-account-title" title="Account">
          <Grid
            as="dl"
            templateColumns={{ base: '1fr', sm: '9rem 1fr' }}
            columnGap="4"
            rowGap={{ base: '1', sm: '3' }}
            alignItems="center"
          >
            <Text as="dt" color="gray.600">
              E-mail
            </Text>
            <Text as="dd" wordBreak="break-all" mb={{ base: '2', sm: '0' }}>
              {user.email}
            </Text>
            <Text as="dt" color="gray.600">
              Verification
            </Text>
            <Box as="dd" mb={{ base: '2', sm: '0' }}>
              {user.emailVerified ? (
                <Badge colorPalette="green" size="md">
                  <LuBadgeCheck aria-hidden /> Verified
                </Badge>
              ) : (
                <Badge colorPalette="orange" size="md">
                  <LuCircleAlert aria-hidden /> Not verified
                </Badge>
              )}
            </Box>
            {session.profile?.createdAt ? (
              <>
                <Text as="dt" color="gray.600">
                  Member since
                </Text>
                <Text as="dd">{formatDate(session.profile.createdAt)}</Text>
              </>
            ) : null}
          </Grid>
          {user.emailVerified ? null : (
            <Button
              variant="outline"
              colorPalette="brand"
              w="fit-content"
              loading={sending}
              onClick={() => void resend()}
            >
              Resend verification e-mail
            </Button>
          )}
          <HStack gap="4" flexWrap="wrap">
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to="/orders">My Orders</RouterLink>
            </Link>
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to="/wishlist">Wishlist</RouterLink>
            </Link>
            {session.isAdmin ? (
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to="/admin">Admin Panel</RouterLink>
              </Link>
            ) : null}
          </HStack>
        </SectionCard>
        <Suspense
          fallback={<LoadingSectionCard id="profile-data-title" title="Your data" loadingText="Loading…" />}
        >
          <YourDataCard />
        </Suspense>
      </Stack>
    </Container>
  );
});

/** A lazily loaded card's place while its code loads: its heading already there, so the page does not jump. */
function LoadingSectionCard({ id, title, loadingText }: { id: string; title: string; loadingText: string }) {
  return (
    <SectionCard id={id} title={title}>
      <SectionLoadState loading failure={null} loadingText={loadingText} />
    </SectionCard>
  );
}
