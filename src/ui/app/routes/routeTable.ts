import { matchRoutes, type Params } from 'react-router-dom';
import { normalizePathname, type RouteAccess } from '../../../domain/staff/RouteAccess';
import type { PageName } from './pageModules';

/** What a page's first screen reads, loaded before the first render when a visit starts there (initialData.ts). */
export type InitialData =
  'home' | 'products' | 'category' | 'productById' | 'productBySlug' | 'deliveryZones' | 'compare';

/**
 * One route of docs/behaviour.md#screens-and-routes. React Router ranks them (a static segment outranks a parameter),
 * so '/orders/:id' is never taken for '/:category/:productName' whatever their order here.
 */
export interface RouteEntry {
  readonly path: string;
  /** The page (pageModules.ts). Routes with access 'admin' render inside the admin layout. */
  readonly page?: PageName;
  /** Where the route sends the visitor instead of a page. */
  readonly redirect?: string;
  readonly access: RouteAccess;
  /** An unverified shopper may open it (docs/behaviour.md#accounts-and-verification): home, the account screens and the demo inbox. */
  readonly whileUnverified?: boolean;
  /** Not for search engines though open to all (the cart, the demo inbox): robots.txt disallows it, as every page that is not public. */
  readonly crawl?: false;
  readonly initialData?: InitialData;
}

/** The one route table: the router, the access guard, the first-screen loads and the build all read it. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'shop/home/HomePage', access: 'public', whileUnverified: true, initialData: 'home' },
  { path: '/login', page: 'shop/account/LoginPage', access: 'public', whileUnverified: true },
  { path: '/signup', page: 'shop/account/SignupPage', access: 'public', whileUnverified: true },
  { path: '/register', page: 'shop/account/SignupPage', access: 'public', whileUnverified: true },
  {
    path: '/verify-email',
    page: 'shop/account/VerifyEmailPage',
    access: 'public',
    whileUnverified: true,
    crawl: false,
  },
  {
    path: '/forgot-password',
    page: 'shop/account/ForgotPasswordPage',
    access: 'public',
    whileUnverified: true,
  },
  { path: '/alerts/stop', page: 'shop/alerts/AlertStopPage', access: 'public', crawl: false },
  {
    path: '/reset-password',
    page: 'shop/account/ResetPasswordPage',
    access: 'public',
    whileUnverified: true,
  },
  {
    path: '/demo-inbox',
    page: 'shop/demo/DemoInboxPage',
    access: 'public',
    whileUnverified: true,
    crawl: false,
  },
  { path: '/cart', page: 'shop/cart/CartPage', access: 'public', crawl: false },
  { path: '/checkout', page: 'shop/checkout/CheckoutPage', access: 'login-required' },
  { path: '/orders', page: 'shop/orders/OrdersPage', access: 'login-required' },
  { path: '/orders/:id', page: 'shop/orders/OrderDetailPage', access: 'login-required' },
  { path: '/orders/:id/invoice', page: 'shop/orders/InvoicePage', access: 'login-required' },
  { path: '/profile', page: 'shop/account/ProfilePage', access: 'login-required' },
  { path: '/wishlist', page: 'shop/cart/WishlistPage', access: 'login-required' },
  { path: '/products', page: 'shop/catalogue/ProductsPage', access: 'public', initialData: 'products' },
  {
    path: '/products/:id',
    page: 'shop/product/ProductDetailPage',
    access: 'public',
    initialData: 'productById',
  },
  { path: '/product/:id', page: 'shop/product/ProductLinkRedirect', access: 'public' },
  { path: '/categories', page: 'shop/catalogue/CategoriesPage', access: 'public' },
  {
    path: '/categories/:category',
    page: 'shop/catalogue/CategoryPage',
    access: 'public',
    initialData: 'category',
  },
  { path: '/category/:key', page: 'shop/catalogue/FooterCategoryRedirect', access: 'public' },
  { path: '/search', page: 'shop/catalogue/SearchPage', access: 'public' },
  {
    path: '/compare',
    page: 'shop/compare/ComparePage',
    access: 'public',
    crawl: false,
    initialData: 'compare',
  },
  { path: '/about', page: 'shop/info/AboutPage', access: 'public' },
  { path: '/contact', page: 'shop/info/ContactPage', access: 'public' },
  { path: '/shipping', page: 'shop/info/ShippingPage', access: 'public', initialData: 'deliveryZones' },
  { path: '/returns', page: 'shop/info/ReturnsPage', access: 'public' },
  { path: '/warranty', page: 'shop/info/WarrantyPage', access: 'public' },
  { path: '/faq', page: 'shop/info/FaqPage', access: 'public' },
  { path: '/size-guide', page: 'shop/info/SizeGuidePage', access: 'public' },
  { path: '/grievance', page: 'shop/info/GrievancePage', access: 'public' },
  { path: '/terms', page: 'shop/info/TermsPage', access: 'public', whileUnverified: true },
  { path: '/privacy', page: 'shop/info/PrivacyPage', access: 'public', whileUnverified: true },
  {
    path: '/:category/:productName',
    page: 'shop/product/ProductDetailPage',
    access: 'public',
    initialData: 'productBySlug',
  },
  { path: '/admin', page: 'admin/dashboard/DashboardPage', access: 'admin' },
  { path: '/admin/dashboard', page: 'admin/dashboard/DashboardPage', access: 'admin' },
  { path: '/admin/products', page: 'admin/products/ProductsPage', access: 'admin' },
  { path: '/admin/products/add', page: 'admin/products/ProductFormPage', access: 'admin' },
  { path: '/admin/products/edit/:id', page: 'admin/products/ProductFormPage', access: 'admin' },
  { path: '/admin/orders', page: 'admin/orders/OrdersPage', access: 'admin' },
  { path: '/admin/orders/:id/invoice', page: 'admin/orders/InvoicePage', access: 'admin' },
  { path: '/admin/returns', page: 'admin/returns/ReturnsPage', access: 'admin' },
  { path: '/admin/complaints', page: 'admin/complaints/ComplaintsPage', access: 'admin' },
  { path: '/admin/reviews', page: 'admin/reviews/ReviewsPage', access: 'admin' },
  { path: '/admin/categories', page: 'admin/categories/CategoriesPage', access: 'admin' },
  { path: '/admin/users', page: 'admin/users/UsersPage', access: 'admin' },
  { path: '/admin/customers', page: 'admin/customers/CustomersPage', access: 'admin' },
  { path: '/admin/delivery', page: 'admin/delivery/DeliveryPage', access: 'admin' },
  { path: '/admin/deliveries', page: 'admin/deliveries/DaySheetPage', access: 'admin' },
  { path: '/admin/labels', page: 'admin/labels/LabelsPage', access: 'admin' },
  { path: '/admin/cod', page: 'admin/cod/CodRemittancePage', access: 'admin' },
  { path: '/admin/settings', page: 'admin/settings/SettingsPage', access: 'admin' },
  { path: '/admin/settings/search-words', page: 'admin/settings/SearchWordsPage', access: 'admin' },
  { path: '/admin/banners', page: 'admin/banners/BannersPage', access: 'admin' },
  { path: '/admin/offers', page: 'admin/offers/OffersPage', access: 'admin' },
  { path: '/admin/activity', page: 'admin/activity/ActivityPage', access: 'admin' },
  { path: '/admin/logout', page: 'admin/layout/LogoutPage', access: 'admin' },
  { path: '/admin/*', redirect: '/', access: 'admin' },
  { path: '*', redirect: '/', access: 'public' },
];

/** The route the router renders at `pathname`, with its parameters (as written: matching ignores case). */
export const matchRoute = (pathname: string): { route: RouteEntry; params: Params } | undefined =>
  matchRoutes(ROUTES as RouteEntry[], pathname)?.[0];

/**
 * The route that decides who may open `pathname`: matched as the router reads it (decoded, any case, repeated
 * slashes), so '/%61dmin' or '//Admin' is an admin route too.
 */
export const routeFor = (pathname: string): RouteEntry =>
  matchRoute(normalizePathname(pathname))?.route ?? CATCH_ALL;

const CATCH_ALL: RouteEntry = { path: '*', redirect: '/', access: 'public' };
