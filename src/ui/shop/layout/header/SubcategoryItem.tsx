import { useId, type MouseEvent } from 'react';
import { Box, HStack, IconButton } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { HeaderCategory } from '../../../../domain/catalogue/NavigationTree';
import { DropdownPanel } from '../DropdownPanel';
import { PlainList } from '../../../shared/components/PlainList';
import { useCategoryNavigation } from '../../common/useCategoryNavigation';
import { useDelayedClose } from '../useDelayedClose';
import { CategoryCountLink } from './CategoryCountLink';
import { ViewAllLink } from './ViewAllLink';

interface Props {
  category: HeaderCategory;
  openTowardsStart: boolean;
  onNavigate: () => void;
}

/** A subcategory row; one with children opens a side flyout of up to 6 of them and 'View all N items'. */
export function SubcategoryItem({ category, openTowardsStart, onNavigate }: Props) {
  const { open, openNow, closeNow, closeSoon, toggle } = useDelayedClose();
  const goToCategory = useCategoryNavigation();
  const flyoutId = useId();
  const hasChildren = category.children.length > 0;
  const follow = (slug: string) => (event: MouseEvent) => {
    if (goToCategory(slug, event)) {
      closeNow();
      onNavigate();
    }
  };
  return (
    <Box
      as="li"
      position="relative"
      onMouseEnter={hasChildren ? openNow : undefined}
      onMouseLeave={hasChildren ? closeSoon : undefined}
    >
      <HStack gap="0">
        <CategoryCountLink
          href={category.path}
          onClick={follow(category.slug)}
          label={category.name}
          count={category.productCount}
          flex="1"
        />
        {hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`Show ${category.name} items`}
            aria-expanded={open}
            aria-controls={flyoutId}
            onClick={(event) => (event.detail === 0 ? toggle() : openNow())}
          >
            {openTowardsStart ? <LuChevronLeft aria-hidden /> : <LuChevronRight aria-hidden />}
          </IconButton>
        ) : null}
      </HStack>
      {hasChildren && open ? (
        <DropdownPanel
          id={flyoutId}
          top="-2"
          {...(openTowardsStart ? { right: '100%' } : { left: '100%' })}
          minW="56"
          p="2"
        >
          <PlainList>
            {category.children.map((child) => (
              <Box as="li" key={child.slug}>
                <CategoryCountLink
                  href={child.path}
                  onClick={follow(child.slug)}
                  label={child.name}
                  count={child.productCount}
                />
              </Box>
            ))}
          </PlainList>
          <ViewAllLink href={category.path} onClick={follow(category.slug)}>
            View all {category.productCount} items
          </ViewAllLink>
        </DropdownPanel>
      ) : null}
    </Box>
  );
}
