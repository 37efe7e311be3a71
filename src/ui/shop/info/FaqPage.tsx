import { Accordion, Heading, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_HOURS } from '../layout/footerContent';
import { useStores } from '../../app/stores/StoresContext';
import { faqEntries } from './faqEntries';
import { InfoPageLayout } from './InfoPageLayout';
import { shopFacts } from './shopFacts';

/** /faq: the common questions as an accordion (one answer open at a time, keyboard operable). */
export const FaqPage = observer(function FaqPage() {
  const entries = faqEntries(shopFacts(useStores().settings.settings), SHOP_HOURS);
  return (
    <InfoPageLayout
      title="Frequently Asked Questions"
      description="Answers about sheesham wood, prices and GST, shipping, cash on delivery, returns and warranty at Sheesham Home."
      intro={
        <Text>
          Quick answers to what our customers ask most. Can’t find yours?{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/contact">Contact us</RouterLink>
          </Link>
          .
        </Text>
      }
    >
      <Accordion.Root collapsible variant="enclosed" bg="white" rounded="lg">
        {entries.map((entry, index) => (
          <Accordion.Item key={entry.question} value={String(index)}>
            <Heading as="h2" fontSize="md" fontFamily="body" fontWeight="semibold" color="brand.900">
              <Accordion.ItemTrigger cursor="pointer" py="4">
                <Text as="span" flex="1" textAlign="start">
                  {entry.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="gray.700" lineHeight="tall">
                {entry.answer}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </InfoPageLayout>
  );
});
