import type { MouseEvent } from 'react';
import { HStack, Separator, Text } from '@chakra-ui/react';
import { HEADER_SUBCATEGORY_LIMIT, type HeaderCategory } from '../../../../domain/catalogue/NavigationTree';
import { DropdownPanel } from '../DropdownPanel';
import { PlainList } from '../../../shared/components/PlainList';
import { useCategoryNavigation } from '../../common/useCategoryNavigation';
import { CategoryCountLink } from './CategoryCountLink';
import { SubcategoryItem } from './SubcategoryItem';
import { ViewAllLink } from './ViewAllLink';

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
    <DropdownPanel id={id} top="100%" {...(alignEnd ? { right: '0' } : { left: '0' })} minW="64" p="3">
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
          <PlainList aria-label={`${category.name} subcategories`}>
            {category.children.map((child) => (
              <SubcategoryItem
                key={child.slug}
                category={child}
                openTowardsStart={alignEnd}
                onNavigate={onNavigate}
              />
            ))}
          </PlainList>
          {category.totalChildren > HEADER_SUBCATEGORY_LIMIT ? (
            <ViewAllLink href={category.path} onClick={follow(category.slug)}>
              View all {category.totalChildren} subcategories
            </ViewAllLink>
          ) : null}
        </>
      ) : (
        <Text px="2" py="1" fontSize="sm" color="gray.600">
          {category.productCount > 0 ? 'Materials listed on every product.' : 'New designs coming soon.'}
        </Text>
      )}
      <Separator my="2" borderColor="brand.100" />
      <HStack justify="flex-end">
        <ViewAllLink href={category.path} onClick={follow(category.slug)} fontWeight="medium">
          View All {category.name} →
        </ViewAllLink>
      </HStack>
    </DropdownPanel>
  );
}
