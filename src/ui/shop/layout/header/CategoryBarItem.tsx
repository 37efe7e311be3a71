import { lazy, Suspense, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import type { HeaderCategory } from '../../../../domain/catalogue/NavigationTree';
import { useCategoryNavigation } from '../../common/useCategoryNavigation';
import { useDelayedClose } from '../useDelayedClose';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { categoryBarStyles } from './categoryBarStyles';
import { withShopSystem } from '../../../shared/theme/deferredShopSystem';

const css = extractedClassNames<typeof categoryBarStyles>('categoryBar');

// A dropdown's code loads as the pointer or the keyboard first opens one: a first screen shows the bar alone.
const CategoryDropdown = lazy(async () => ({
  default: (await withShopSystem(import('./CategoryDropdown'))).CategoryDropdown,
}));

interface Props {
  category: HeaderCategory;
  /** Open the dropdown towards the left (items near the right edge). */
  alignEnd: boolean;
}

/**
 * One top-level entry, with the bar's extracted styles (categoryBarStyles.tsx): the category link, its count badge and a dropdown that opens on hover (closing 300 ms after
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
    <li
      className={css('item')}
      onMouseEnter={openNow}
      onMouseLeave={closeSoon}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <a
        className={css(open ? 'linkOpen' : 'link')}
        href={category.path}
        onClick={(event) => {
          if (goToCategory(category.slug, event)) closeNow();
        }}
      >
        {category.name}
        {/* A category the owner shows before it has products says so, rather than counting 0. */}
        <span
          className={css(category.productCount > 0 ? 'count' : 'countSoon')}
          aria-label={category.productCount > 0 ? `${category.productCount} products` : 'coming soon'}
        >
          {category.productCount > 0 ? category.productCount : 'Soon'}
        </span>
      </a>
      <button
        ref={toggleRef}
        type="button"
        className={css('toggle')}
        aria-label={`Show ${category.name} menu`}
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse already opened the menu on hover: its click must not close it again; keys toggle (detail 0).
        onClick={(event) => (event.detail === 0 ? toggle() : openNow())}
      >
        <LuChevronDown aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CategoryDropdown id={panelId} category={category} alignEnd={alignEnd} onNavigate={closeNow} />
        </Suspense>
      ) : null}
    </li>
  );
}
