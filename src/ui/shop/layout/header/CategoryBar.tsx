import { Box, Container, HStack, useBreakpointValue } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { DRAWN_AT_BUILD } from '../../../app/prerenderedPage';
import { useStores } from '../../../app/stores/StoresContext';
import { useAsPrerendered } from '../../common/useAsPrerendered';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import { CategoryBarItem } from './CategoryBarItem';

/** The desktop category bar: the first 8 top-level categories with counts and hover dropdowns (docs/behaviour.md#screens-and-routes). */
export const CategoryBar = observer(function CategoryBar() {
  const { summary } = useStores();
  const categories = summary.headerCategories;
  // A page prerendered at build time cannot measure the screen: it carries the bar, hidden by CSS on a narrow one,
  // and the app drops it there once it has the page, as a phone would otherwise keep ~50 elements it never shows.
  const wide = useBreakpointValue(
    { base: false, [HEADER_METRICS.categoryBar.shownFrom]: true },
    { ssr: DRAWN_AT_BUILD },
  );
  const prerendered = useAsPrerendered(false, true);
  if (!wide && !prerendered) return null;
  return (
    <Box
      as="nav"
      aria-label="Product categories"
      display={{ base: 'none', [HEADER_METRICS.categoryBar.shownFrom]: 'block' }}
      bg="white"
      borderTopWidth={HEADER_METRICS.categoryBar.borderTopWidth}
      borderColor={HEADER_METRICS.categoryBar.borderColor}
    >
      <Container maxW="7xl">
        <HStack as="ul" gap="0" justify="center" listStyleType="none" m="0" p="0" flexWrap="wrap">
          {categories.map((category, index) => (
            <CategoryBarItem
              key={category.slug}
              category={category}
              alignEnd={index >= categories.length - 3}
            />
          ))}
        </HStack>
      </Container>
    </Box>
  );
});
