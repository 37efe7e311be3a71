import { Badge, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface ChipCategory {
  slug: string;
  name: string;
  path: string;
  productCount: number;
}

/** Categories as a row of chips, each a link with its product count: a category page's subcategories, or the
 * categories a search with no result offers. */
export function CategoryChips({ label, categories }: { label: string; categories: readonly ChipCategory[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="2" flexWrap="wrap" mt="2">
      {categories.map((category) => (
        <Link
          key={category.slug}
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
          <RouterLink to={category.path}>
            {category.name}
            <Badge size="xs" variant="subtle" colorPalette="brand" ms="1">
              {category.productCount}
            </Badge>
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
