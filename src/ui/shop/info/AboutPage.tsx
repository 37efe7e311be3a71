import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../app/stores/StoresContext';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { WARRANTY_YEARS, shopFacts } from './shopFacts';

/** /about: who we are and what we promise. */
export const AboutPage = observer(function AboutPage() {
  const facts = shopFacts(useStores().settings.settings);
  const promises = [
    {
      title: 'Materials, piece by piece',
      text: 'Mostly sheesham, with some mango wood and teak, and BWP plywood in kitchens: each product page lists its materials.',
    },
    {
      title: `Up to ${WARRANTY_YEARS} years warranty`,
      text: 'Every piece is covered against manufacturing and structural defects.',
    },
    ...(facts.returnDays > 0
      ? [
          {
            title: `${facts.returnDays}-day returns`,
            text: `If it is not right in your home, tell us within ${facts.returnDays} days of delivery.`,
          },
        ]
      : []),
    {
      title: `Free shipping above ${facts.freeShippingAbove}`,
      text: 'Delivered to your room of choice, anywhere we ship in India.',
    },
  ];
  return (
    <InfoPageLayout
      title="About Us"
      description="Sheesham Home makes furniture, mostly in sheesham wood, with craftsmen in Jodhpur and delivers it across India."
      intro={
        <Text>
          Sheesham Home is a small furniture maker with a simple idea: honest furniture made to last, sold at
          a fair price and delivered to your door anywhere in India.
        </Text>
      }
    >
      <InfoSection title="Why sheesham">
        <Text>
          Sheesham (<em>Dalbergia sissoo</em>), also called Indian rosewood, is one of the hardest and most
          durable woods grown in India. Its deep, swirling grain and warm brown tones darken gracefully with
          age, and its natural oils make it resistant to termites and decay. A well-made sheesham bed or
          dining table is the kind of furniture families pass on.
        </Text>
        <Text>
          Most of our pieces are sheesham. Some are mango wood or teak, upholstered pieces add fabric, and our
          kitchens are built in BWP plywood: each product page lists what that piece is made of.
        </Text>
      </InfoSection>
      <InfoSection title="How we make it">
        <Text>
          Our pieces are made by craftsmen in Jodhpur, Rajasthan — a city known for its woodwork for
          generations. The timber is seasoned and kiln-dried before it is cut, so it stays stable through
          Indian summers and monsoons. Joints are mortise-and-tenon or dowelled and glued, not just screwed,
          and every surface is sanded by hand and sealed with a finish that brings out the grain.
        </Text>
        <Text>
          Because wood is a natural material, no two pieces are exactly alike: grain, knots and shade vary
          from the photos a little. We think that is part of its charm.
        </Text>
      </InfoSection>
      <InfoSection title="Our promises">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {promises.map((promise) => (
            <Stack key={promise.title} gap="1" bg="brand.50" rounded="lg" p="4">
              <Text fontWeight="semibold" color="brand.900">
                {promise.title}
              </Text>
              <Text fontSize="sm">{promise.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text>
          All prices on our site are in rupees and include GST. Read more about{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/shipping">shipping</RouterLink>
          </Link>
          ,{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/returns">returns</RouterLink>
          </Link>{' '}
          and our{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/warranty">warranty</RouterLink>
          </Link>
          .
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
});
