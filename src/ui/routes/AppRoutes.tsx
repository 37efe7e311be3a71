import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { adminRoutes } from '../admin/adminRoutes';
import { PublicLayout } from '../layout/PublicLayout';
import { AccessGuard } from './AccessGuard';
import { lazyPage } from './lazyPage';

export const HomePage = lazyPage(() => import('../pages/HomePage'), 'HomePage');
// Account, cart, checkout and orders.
const LoginPage = lazyPage(() => import('../pages/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../pages/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../pages/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/passwordResetPages'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../pages/passwordResetPages'), 'ResetPasswordPage');
const DemoInboxPage = lazyPage(() => import('../pages/DemoInboxPage'), 'DemoInboxPage');
const CartPage = lazyPage(() => import('../pages/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../pages/CheckoutPage'), 'CheckoutPage');
const OrdersPage = lazyPage(() => import('../pages/OrdersPage'), 'OrdersPage');
const OrderDetailPage = lazyPage(() => import('../pages/OrderDetailPage'), 'OrderDetailPage');
const ProfilePage = lazyPage(() => import('../pages/ProfilePage'), 'ProfilePage');
// Catalogue, search, wishlist and the footer's information pages.
export const ProductsPage = lazyPage(() => import('../pages/ProductsPage'), 'ProductsPage');
export const ProductDetailPage = lazyPage(() => import('../pages/ProductDetailPage'), 'ProductDetailPage');
const ProductLinkRedirect = lazyPage(() => import('../pages/ProductLinkRedirect'), 'ProductLinkRedirect');
const CategoriesPage = lazyPage(() => import('../pages/CategoriesPage'), 'CategoriesPage');
export const CategoryPage = lazyPage(() => import('../pages/CategoryPage'), 'CategoryPage');
const FooterCategoryRedirect = lazyPage(
  () => import('../pages/FooterCategoryRedirect'),
  'FooterCategoryRedirect',
);
const SearchPage = lazyPage(() => import('../pages/SearchPage'), 'SearchPage');
const WishlistPage = lazyPage(() => import('../pages/WishlistPage'), 'WishlistPage');
const AboutPage = lazyPage(() => import('../pages/info/AboutPage'), 'AboutPage');
const ContactPage = lazyPage(() => import('../pages/info/ContactPage'), 'ContactPage');
const ShippingPage = lazyPage(() => import('../pages/info/ShippingPage'), 'ShippingPage');
const ReturnsPage = lazyPage(() => import('../pages/info/ReturnsPage'), 'ReturnsPage');
const WarrantyPage = lazyPage(() => import('../pages/info/WarrantyPage'), 'WarrantyPage');
const FaqPage = lazyPage(() => import('../pages/info/FaqPage'), 'FaqPage');
const SizeGuidePage = lazyPage(() => import('../pages/info/SizeGuidePage'), 'SizeGuidePage');

/**
 * The route table of SPEC §2, in one place. Every page is lazy. Access (login-required, admin, the unverified rule)
 * is decided by path in AccessGuard through the domain RouteAccess, so a page added here under /checkout, /orders,
 * /wishlist, /profile or /admin is protected without further wiring.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<AccessGuard />}>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="signup" element={<SignupPage />} />
            <Route path="register" element={<SignupPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="demo-inbox" element={<DemoInboxPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/:id" element={<ProductDetailPage />} />
            <Route path="product/:id" element={<ProductLinkRedirect />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="categories/:category" element={<CategoryPage />} />
            <Route path="category/:key" element={<FooterCategoryRedirect />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="wishlist" element={<WishlistPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="shipping" element={<ShippingPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route path="warranty" element={<WarrantyPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="size-guide" element={<SizeGuidePage />} />
            {/* Ranked below every static path above: /{category}/{productName} of SPEC §2. */}
            <Route path=":category/:productName" element={<ProductDetailPage />} />
            {/* Storefront pages (issue 3) go here: /login, /signup, /register, /products, /products/:id, /categories,
              /categories/:category, /category/:key, /search, /cart, footer pages, /checkout, /orders, /wishlist,
              /profile and /:category/:productName (keep that one last among these). */}
          </Route>
          {/* Admin pages (issue 4), under their own lazy layout: /admin, /admin/dashboard, … */}
          {adminRoutes()}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
