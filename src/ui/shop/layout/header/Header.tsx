import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { LuHeart, LuShoppingCart } from 'react-icons/lu';
import { IconLinkWithBadge } from '../IconLinkWithBadge';
import { LoadOnDemand } from '../../common/LoadOnDemand';
import { Logo } from '../Logo';
import { SearchBox } from '../SearchBox';
import { useAsPrerendered } from '../../common/useAsPrerendered';
import { useStickyHeader } from '../../../shared/hooks/useStickyHeader';
import { useStores } from '../../../app/stores/StoresContext';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import { AuthLinks } from './AuthLinks';
import { CategoryBar } from './CategoryBar';
import { CompareLink } from './CompareLink';
import { MobileMenuButton } from './MobileMenuButton';
import { MobileSearchButton } from './MobileSearchButton';
import { NoticeBanner } from './NoticeBanner';
import { TopStrip } from './TopStrip';
import { UserMenuButton } from './UserMenuButton';
import type { headerStyles } from './headerStyles';
import { withShopSystem } from '../../../shared/theme/deferredShopSystem';

// The drawer, the search overlay and the user menu load when first used (issue 6: the first download of `/`).
const loadMobileMenu = () => withShopSystem(import('./MobileMenu'));
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const loadMobileSearch = () => withShopSystem(import('./MobileSearch'));
const MobileSearch = lazy(async () => ({ default: (await loadMobileSearch()).MobileSearch }));
const loadUserMenu = () => withShopSystem(import('./UserMenu'));
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

const css = extractedClassNames<typeof headerStyles>('header');

/**
 * The sticky public header of docs/behaviour.md#screens-and-routes. On every page, it is drawn with styles extracted
 * at build (headerStyles.tsx).
 */
export const Header = observer(function Header() {
  const { cart, wishlist, session } = useStores();
  // The build draws the header for a guest: no account, an empty cart and wishlist.
  const wishlistCount = useAsPrerendered(wishlist.count, 0);
  const cartCount = useAsPrerendered(cart.totalItems, 0);
  const user = useAsPrerendered(session.user, null);
  const headerRef = useStickyHeader<HTMLElement>();
  return (
    <header ref={headerRef} className={css('root')}>
      <TopStrip />
      <div className={css('row')}>
        <div className={css('start')}>
          <LoadOnDemand load={loadMobileMenu} trigger={(props) => <MobileMenuButton {...props} />}>
            <MobileMenu defaultOpen />
          </LoadOnDemand>
          <Logo />
        </div>
        <div className={css('search')}>
          <SearchBox />
        </div>
        <div className={css('end')}>
          <LoadOnDemand load={loadMobileSearch} trigger={(props) => <MobileSearchButton {...props} />}>
            <MobileSearch defaultOpen />
          </LoadOnDemand>
          <CompareLink />
          <IconLinkWithBadge to="/wishlist" label="Wishlist" count={wishlistCount} icon={<LuHeart />} />
          <IconLinkWithBadge to="/cart" label="Cart" count={cartCount} icon={<LuShoppingCart />} />
          {user ? (
            <LoadOnDemand
              load={loadUserMenu}
              trigger={(props) => <UserMenuButton displayName={session.displayName} {...props} />}
            >
              <UserMenu defaultOpen />
            </LoadOnDemand>
          ) : (
            <AuthLinks />
          )}
        </div>
      </div>
      {/* Its own boundary: where the shop's categories changed since the page was drawn, only the bar is drawn anew
          when the app takes the page over, and the header's buttons stay where the shopper's finger is. */}
      <Suspense fallback={null}>
        <CategoryBar />
      </Suspense>
      <NoticeBanner />
    </header>
  );
});
