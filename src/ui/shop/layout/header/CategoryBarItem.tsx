import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Badge, HStack, IconButton, Link } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { HeaderCategory } from '../../../../domain/catalogue/NavigationTree';
import { useCategoryNavigation } from '../../common/useCategoryNavigation';
import { useDelayedClose } from '../useDelayedClose';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import { CategoryDropdown } from './CategoryDropdown';

interface Props {
  category: HeaderCategory;
  /** Open the dropdown towards the left (items near the right edge). */
  alignEnd: boolean;
}

/**
 * One top-level entry: the category link, its count badge and a dropdown that opens on hover (closing 300 ms after
 * the pointer leaves) or with the toggle button for keyboard users; Escape closes it.
 */
export function CategoryBarItem({ category, alignEnd }: Props) {
  const { open, openNow, closeNow, closeSoon, toggle } = useDelayedClose();
  const goToCategory = useCategoryNavigation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeSoon();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeNow();
      toggleRef.current?.focus();
    }
  };

  return (
    <HStack
      as="li"
      gap="0"
      px="1"
      position="relative"
      onMouseEnter={openNow}
      onMouseLeave={closeSoon}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        href={category.path}
        onClick={(event) => {
          if (goToCategory(category.slug, event)) closeNow();
        }}
        px="2"
        py={HEADER_METRICS.categoryBar.linkPy}
        fontSize={HEADER_METRICS.categoryBar.fontSize}
        fontWeight="medium"
        color={open ? 'brand.700' : 'gray.800'}
        _hover={{ color: 'brand.700', textDecoration: 'none' }}
        whiteSpace="nowrap"
      >
        {category.name}
        {/* A category the owner shows before it has products says so, rather than counting 0. */}
        <Badge
          size="xs"
          variant="subtle"
          colorPalette={category.productCount > 0 ? 'brand' : 'gray'}
          ms="1.5"
          aria-label={category.productCount > 0 ? `${category.productCount} products` : 'coming soon'}
        >
          {category.productCount > 0 ? category.productCount : 'Soon'}
        </Badge>
      </Link>
      <IconButton
        ref={toggleRef}
        size="2xs"
        variant="ghost"
        aria-label={`Show ${category.name} menu`}
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse already opened the menu on hover: its click must not close it again; keys toggle (detail 0).
        onClick={(event) => (event.detail === 0 ? toggle() : openNow())}
        color="gray.600"
      >
        <LuChevronDown aria-hidden />
      </IconButton>
      {open ? (
        <CategoryDropdown id={panelId} category={category} alignEnd={alignEnd} onNavigate={closeNow} />
      ) : null}
    </HStack>
  );
}
