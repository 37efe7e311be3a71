import { Box, Container, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores/StoresContext';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import { CategoryBarItem } from './CategoryBarItem';

/** The desktop category bar: the first 8 top-level categories with counts and hover dropdowns (docs/behaviour.md#screens-and-routes). */
export const CategoryBar = observer(function CategoryBar() {
  const { summary } = useStores();
  const categories = summary.headerCategories;
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
