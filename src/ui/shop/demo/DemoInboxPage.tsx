import { useEffect, useState } from 'react';
import { Badge, Box, Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuExternalLink, LuInbox, LuKeyRound, LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { normalizeEmail } from '../../../domain/staff/AdminPolicy';
import { isSitePath } from '../../../domain/shared/SafeLink';
import type { DemoMail } from '../../../ports/DemoInbox';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useStores } from '../../app/stores/StoresContext';

/**
 * Memory mode only: the mail the demo backend "sent", newest first, with the verification and password-reset
 * links, so sign-up and a forgotten password work offline. Mail to the signed-in shopper comes first.
 */
export const DemoInboxPage = observer(function DemoInboxPage() {
  useDocumentTitle('Demo inbox');
  const { session, demo } = useStores();
  const { inbox } = demo;
  const [mails, setMails] = useState<DemoMail[] | null>(null);
  useEffect(() => inbox?.subscribe(setMails), [inbox]);
  if (!inbox) return <Navigate to="/" replace />;

  const me = normalizeEmail(session.user?.email);
  const mine = (mail: DemoMail): boolean => me !== '' && normalizeEmail(mail.to) === me;
  const sorted = mails ? [...mails.filter(mine), ...mails.filter((mail) => !mine(mail))] : [];

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <HStack gap="2" color="brand.800">
          <LuInbox aria-hidden size="28" />
          <Heading as="h1" size="2xl">
            Demo inbox
          </Heading>
        </HStack>
        <Text color="gray.700">
          This demo shop runs without a mail server. Every e-mail it would send lands here: your verification
          and password-reset links, the messages about your orders, and the owner's word of each new order.
        </Text>
      </Stack>
      {mails === null ? null : sorted.length === 0 ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            <Text>No mail yet. Create an account and your verification e-mail will appear here.</Text>
            <Button asChild mt="4" colorPalette="brand" w="fit-content">
              <RouterLink to="/signup">Create an account</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Mails">
          {sorted.map((mail) => (
            <Box as="li" key={mail.id}>
              <MailCard mail={mail} forYou={mine(mail)} />
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
});

function MailCard({ mail, forYou }: { mail: DemoMail; forYou: boolean }) {
  const safeLink = isSitePath(mail.link) ? mail.link : null;
  return (
    <Card.Root variant="outline" bg="white" borderColor={forYou ? 'brand.300' : 'gray.200'} as="article">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {mail.subject}
          </Heading>
          {forYou ? <Badge colorPalette="brand">For you</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="gray.600">
          To {mail.to} · {formatDateTime(mail.sentAt)}
        </Text>
        <Text whiteSpace="pre-line">{mail.body}</Text>
        {safeLink ? (
          <Button asChild colorPalette="brand" size="sm" w="fit-content">
            {mail.linkLabel ? (
              <RouterLink to={safeLink}>
                <LuExternalLink aria-hidden /> {mail.linkLabel}
              </RouterLink>
            ) : safeLink.startsWith('/reset-password') ? (
              <RouterLink to={safeLink} aria-label={`Reset password for ${mail.to}`}>
                <LuKeyRound aria-hidden /> Reset password
              </RouterLink>
            ) : (
              <RouterLink to={safeLink} aria-label={`Verify e-mail for ${mail.to}`}>
                <LuMailCheck aria-hidden /> Verify e-mail
              </RouterLink>
            )}
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
