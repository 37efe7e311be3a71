import { Breadcrumb } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

const SIZE = 'sm';

/**
 * The breadcrumb trail's parts as Chakra draws them, extracted at build (extractedStyles.ts): a breadcrumb's slots,
 * each drawn in its root, which gives them its size.
 */
export const breadcrumbsStyles = {
  root: <Breadcrumb.Root size={SIZE} mb="3" />,
  list: (
    <Breadcrumb.Root size={SIZE}>
      <Breadcrumb.List {...EXTRACTED} flexWrap="wrap" />
    </Breadcrumb.Root>
  ),
  item: (
    <Breadcrumb.Root size={SIZE}>
      <Breadcrumb.Item {...EXTRACTED} />
    </Breadcrumb.Root>
  ),
  separator: (
    <Breadcrumb.Root size={SIZE}>
      <Breadcrumb.Separator {...EXTRACTED}>
        <span />
      </Breadcrumb.Separator>
    </Breadcrumb.Root>
  ),
  link: (
    <Breadcrumb.Root size={SIZE}>
      <Breadcrumb.Link {...EXTRACTED} color="gray.600" _hover={{ color: 'brand.700' }} />
    </Breadcrumb.Root>
  ),
  current: (
    <Breadcrumb.Root size={SIZE}>
      <Breadcrumb.CurrentLink {...EXTRACTED} color="gray.800" fontWeight="medium" />
    </Breadcrumb.Root>
  ),
} satisfies ExtractedStyles;
