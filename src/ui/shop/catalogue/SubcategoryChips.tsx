import { Badge, HStack, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationNode } from '../../../domain/catalogue/NavigationTree';
import { useStores } from '../../app/stores/StoresContext';

/** Links to the subcategories of a category page, with their counts (nothing when it has none). */
export const SubcategoryChips = observer(function SubcategoryChips({ node }: { node: NavigationNode }) {
  const { summary } = useStores();
  const children = node.subcategories ?? [];
  if (children.length === 0) return null;
  return (
    <HStack as="nav" aria-label={`${node.name} subcategories`} gap="2" flexWrap="wrap" mt="2">
      {children.map((child) => (
        <Link
          key={child.slug}
          asChild
          px="3"
          py="1.5"
          rounded="full"
          borderWidth="1px"
          borderColor="brand.200"
          bg="white"
          fontSize="sm"
          color="brand.800"
          _hover={{ bg: 'brand.50', textDecoration: 'none' }}
        >
          <RouterLink to={child.path}>
            {child.name}
            <Badge size="xs" variant="subtle" colorPalette="brand" ms="1">
              {summary.countFor(child.slug)}
            </Badge>
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
});
