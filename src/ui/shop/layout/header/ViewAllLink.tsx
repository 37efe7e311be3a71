import { Link, type LinkProps } from '@chakra-ui/react';

/** The small 'View all …' link at the end of a header dropdown or flyout. */
export function ViewAllLink(props: LinkProps) {
  return <Link px="2" py="1" fontSize="sm" color="brand.700" {...props} />;
}
