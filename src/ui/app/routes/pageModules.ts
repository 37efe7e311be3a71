import { lazy, type ComponentType } from 'react';
import { pageExportOf } from './routeTable';

type PageModule = Record<string, ComponentType>;

// The shop's modules the route table may name as pages; each is a lazy chunk of its own (or of its landing chunk).
const MODULES = import.meta.glob<PageModule>(['../../shop/*/*Page.tsx', '../../shop/*/*Redirect.tsx']);
const ADMIN = 'admin/';

const loaded = new Map<string, ComponentType>();
const components = new Map<string, ComponentType>();

/** Every shop page module there is, as the route table names them ('shop/home/HomePage'). */
export const PAGE_MODULES: readonly string[] = Object.keys(MODULES).map((key) =>
  key.slice('../../'.length, -'.tsx'.length),
);

const moduleOf = async (page: string): Promise<PageModule | undefined> => {
  if (!page.startsWith(ADMIN)) return MODULES[`../../${page}.tsx`]?.();
  const { ADMIN_PAGE_MODULES } = await import('../../admin/adminPageModules');
  return ADMIN_PAGE_MODULES[`./${page.slice(ADMIN.length)}.tsx`]?.();
};

/** Loads a page's module (once); the page then renders at once instead of suspending. */
export const loadPage = async (page: string): Promise<ComponentType> => {
  const known = loaded.get(page);
  if (known) return known;
  const component = (await moduleOf(page))?.[pageExportOf(page)];
  if (!component) throw new Error(`The route table names a page that does not exist: ${page}`);
  loaded.set(page, component);
  return component;
};

/**
 * The page as a lazy component. A page already loaded is handed to React.lazy as a thenable that resolves at once,
 * which React reads without suspending: the first screen commits the page, not a spinner and then the page.
 */
export const pageComponent = (page: string): ComponentType => {
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
