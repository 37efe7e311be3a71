import type { MouseEvent } from 'react';
import { Box, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { HEADER_SUBCATEGORY_LIMIT, type HeaderCategory } from '../../../domain/NavigationTree';
import { useCategoryNavigation } from '../../hooks/useCategoryNavigation';
import { CategoryCountLink } from './CategoryCountLink';
import { SubcategoryItem } from './SubcategoryItem';

interface Props {
  id: string;
  category: HeaderCategory;
  alignEnd: boolean;
  onNavigate: () => void;
}

/** 'Browse {name}' with its count, up to 8 subcategories, 'View all N subcategories' and 'View All {name}'. */
export function CategoryDropdown({ id, category, alignEnd, onNavigate }: Props) {
  const goToCategory = useCategoryNavigation();
  const follow = (slug: string) => (event: MouseEvent) => {
    if (goToCategory(slug, event)) onNavigate();
  };
  return (
    <Box
      id={id}
      position="absolute"
      top="100%"
      {...(alignEnd ? { right: '0' } : { left: '0' })}
      zIndex="dropdown"
      minW="64"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="md"
      shadow="lg"
      p="3"
    >
      <CategoryCountLink
        href={category.path}
        onClick={follow(category.slug)}
        label={`Browse ${category.name}`}
        count={category.productCount}
        prominent
      />
      {category.children.length > 0 ? (
        <>
          <Separator my="2" borderColor="brand.100" />
          <Stack
            as="ul"
            gap="0"
            listStyleType="none"
            m="0"
            p="0"
            aria-label={`${category.name} subcategories`}
          >
            {category.children.map((child) => (
              <SubcategoryItem
                key={child.slug}
                category={child}
                openTowardsStart={alignEnd}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
          {category.totalChildren > HEADER_SUBCATEGORY_LIMIT ? (
            <Link
              href={category.path}
              onClick={follow(category.slug)}
              px="2"
              py="1"
              fontSize="sm"
              color="brand.700"
            >
              View all {category.totalChildren} subcategories
            </Link>
          ) : null}
        </>
      ) : (
        <Text px="2" py="1" fontSize="sm" color="gray.600">
          {category.productCount > 0 ? 'Materials listed on every product.' : 'New designs coming soon.'}
        </Text>
      )}
      <Separator my="2" borderColor="brand.100" />
      <HStack justify="flex-end">
        <Link
          href={category.path}
          onClick={follow(category.slug)}
          px="2"
          py="1"
          fontSize="sm"
          fontWeight="medium"
          color="brand.700"
        >
          View All {category.name} →
        </Link>
      </HStack>
    </Box>
  );
}
