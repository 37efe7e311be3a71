import { lazy, type ComponentType } from 'react';
import type { AdminPage } from '../../admin/adminPageModules';
import { loadShopSystem } from '../../shared/theme/deferredShopSystem';

/**
 * The shop's pages the route table may name, by their module's path under src/ui (the build finds a landing page's
 * module by it), each a lazy chunk of its own or of its landing chunk.
 */
export const SHOP_PAGES = {
  'shop/home/HomePage': () => import('../../shop/home/HomePage').then((module) => module.HomePage),
  'shop/account/LoginPage': () => import('../../shop/account/LoginPage').then((module) => module.LoginPage),
  'shop/account/SignupPage': () =>
    import('../../shop/account/SignupPage').then((module) => module.SignupPage),
  'shop/account/VerifyEmailPage': () =>
    import('../../shop/account/VerifyEmailPage').then((module) => module.VerifyEmailPage),
  'shop/account/ForgotPasswordPage': () =>
    import('../../shop/account/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
  'shop/account/ResetPasswordPage': () =>
    import('../../shop/account/ResetPasswordPage').then((module) => module.ResetPasswordPage),
  'shop/demo/DemoInboxPage': () =>
    import('../../shop/demo/DemoInboxPage').then((module) => module.DemoInboxPage),
  'shop/cart/CartPage': () => import('../../shop/cart/CartPage').then((module) => module.CartPage),
  'shop/alerts/AlertStopPage': () =>
    import('../../shop/alerts/AlertStopPage').then((module) => module.AlertStopPage),
  'shop/checkout/CheckoutPage': () =>
    import('../../shop/checkout/CheckoutPage').then((module) => module.CheckoutPage),
  'shop/orders/OrdersPage': () => import('../../shop/orders/OrdersPage').then((module) => module.OrdersPage),
  'shop/orders/OrderDetailPage': () =>
    import('../../shop/orders/OrderDetailPage').then((module) => module.OrderDetailPage),
  'shop/orders/InvoicePage': () =>
    import('../../shop/orders/InvoicePage').then((module) => module.InvoicePage),
  'shop/account/ProfilePage': () =>
    import('../../shop/account/ProfilePage').then((module) => module.ProfilePage),
  'shop/cart/WishlistPage': () =>
    import('../../shop/cart/WishlistPage').then((module) => module.WishlistPage),
  'shop/catalogue/ProductsPage': () =>
    import('../../shop/catalogue/ProductsPage').then((module) => module.ProductsPage),
  'shop/product/ProductDetailPage': () =>
    import('../../shop/product/ProductDetailPage').then((module) => module.ProductDetailPage),
  'shop/product/ProductLinkRedirect': () =>
    import('../../shop/product/ProductLinkRedirect').then((module) => module.ProductLinkRedirect),
  'shop/catalogue/CategoriesPage': () =>
    import('../../shop/catalogue/CategoriesPage').then((module) => module.CategoriesPage),
  'shop/catalogue/CategoryPage': () =>
    import('../../shop/catalogue/CategoryPage').then((module) => module.CategoryPage),
  'shop/catalogue/FooterCategoryRedirect': () =>
    import('../../shop/catalogue/FooterCategoryRedirect').then((module) => module.FooterCategoryRedirect),
  'shop/catalogue/SearchPage': () =>
    import('../../shop/catalogue/SearchPage').then((module) => module.SearchPage),
  'shop/compare/ComparePage': () =>
    import('../../shop/compare/ComparePage').then((module) => module.ComparePage),
  'shop/info/AboutPage': () => import('../../shop/info/AboutPage').then((module) => module.AboutPage),
  'shop/info/ContactPage': () => import('../../shop/info/ContactPage').then((module) => module.ContactPage),
  'shop/info/ShippingPage': () =>
    import('../../shop/info/ShippingPage').then((module) => module.ShippingPage),
  'shop/info/ReturnsPage': () => import('../../shop/info/ReturnsPage').then((module) => module.ReturnsPage),
  'shop/info/WarrantyPage': () =>
    import('../../shop/info/WarrantyPage').then((module) => module.WarrantyPage),
  'shop/info/FaqPage': () => import('../../shop/info/FaqPage').then((module) => module.FaqPage),
  'shop/info/SizeGuidePage': () =>
    import('../../shop/info/SizeGuidePage').then((module) => module.SizeGuidePage),
  'shop/info/GrievancePage': () =>
    import('../../shop/info/GrievancePage').then((module) => module.GrievancePage),
  'shop/info/TermsPage': () => import('../../shop/info/TermsPage').then((module) => module.TermsPage),
  'shop/info/PrivacyPage': () => import('../../shop/info/PrivacyPage').then((module) => module.PrivacyPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ShopPage = keyof typeof SHOP_PAGES;

/** A page the route table may name: the shop's, or the admin's (admin/adminPageModules.ts). */
export type PageName = ShopPage | AdminPage;

const isShopPage = (page: PageName): page is ShopPage => page in SHOP_PAGES;

/**
 * The pages a visit mostly starts on, drawn without Chakra's components but for the states the build does not draw
 * (each inside ChakraReady): they render before the shop's Chakra system is loaded. Every other page loads it with
 * its module.
 */
export const PAGES_WITHOUT_CHAKRA: ReadonlySet<PageName> = new Set<PageName>([
  'shop/home/HomePage',
  'shop/catalogue/ProductsPage',
  'shop/catalogue/CategoryPage',
  'shop/product/ProductDetailPage',
]);

const loaded = new Map<PageName, ComponentType>();
const components = new Map<PageName, ComponentType>();

/** Loads a page's module (once); the page then renders at once instead of suspending. */
export const loadPage = async (page: PageName): Promise<ComponentType> => {
  const known = loaded.get(page);
  if (known) return known;
  const loadModule = async () =>
    isShopPage(page)
      ? SHOP_PAGES[page]()
      : (await import('../../admin/adminPageModules')).ADMIN_PAGES[page]();
  const [component] = await Promise.all([
    loadModule(),
    PAGES_WITHOUT_CHAKRA.has(page) ? undefined : loadShopSystem(),
  ]);
  loaded.set(page, component);
  return component;
};

/**
 * The page as a lazy component. A page already loaded is handed to React.lazy as a thenable that resolves at once,
 * which React reads without suspending: the first screen commits the page, not a spinner and then the page.
 */
export const pageComponent = (page: PageName): ComponentType => {
  let component = components.get(page);
  if (!component) {
    component = lazy(() => {
      const ready = loaded.get(page);
      if (!ready) return loadPage(page).then((loadedPage) => ({ default: loadedPage }));
      const settled = {
        then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: ready }),
      };
      return settled as unknown as Promise<{ default: ComponentType }>;
    });
    components.set(page, component);
  }
  return component;
};
