import { useId, type ReactNode } from 'react';
import { Box, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { ShopContactLines } from '../layout/ShopContactLines';
import { useStores } from '../../app/stores/StoresContext';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { shopFacts } from './shopFacts';

interface Props {
  title: string;
  description: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A help page: heading, intro, sections, and a "Need help?" card with the shop's contact details. */
export const InfoPageLayout = observer(function InfoPageLayout({
  title,
  description,
  intro,
  children,
}: Props) {
  usePageMeta(title, description);
  const facts = shopFacts(useStores().settings.settings);
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 300px' }}
        gap={{ base: '8', lg: '12' }}
        alignItems="start"
      >
        <Stack gap="8" minW="0">
          <Stack gap="3">
            <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="brand.900">
              {title}
            </Heading>
            <Box fontSize={{ base: 'md', md: 'lg' }} color="gray.700" lineHeight="tall">
              {intro}
            </Box>
          </Stack>
          {children}
        </Stack>
        <Box
          as="aside"
          aria-labelledby="help-card-heading"
          layerStyle="shopPanel"
          p="5"
          position={{ lg: 'sticky' }}
          top="40"
        >
          <Heading as="h2" id="help-card-heading" fontSize="lg" color="brand.900" mb="3">
            Need help?
          </Heading>
          <Stack gap="3" fontSize="sm" color="gray.700">
            <ShopContactLines phone={facts.phone} email={facts.email} />
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
});

/** One titled part of a help page, named by its title for screen readers' list of regions. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="3">
        {title}
      </Heading>
      <Stack
        gap="3"
        color="gray.700"
        lineHeight="tall"
        css={{
          '& ul': { paddingInlineStart: '1.25rem', listStyleType: 'disc' },
          '& li': { marginBottom: '0.35rem' },
        }}
      >
        {children}
      </Stack>
    </Box>
  );
}
