import { Fragment } from 'react';
import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" mb="3">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {item.to && index < items.length - 1 ? (
                <Breadcrumb.Link asChild color="gray.600" _hover={{ color: 'brand.700' }}>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink color="gray.800" fontWeight="medium">
                  {item.label}
                </Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
