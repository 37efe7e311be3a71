import type { MouseEvent } from 'react';
import { Badge, Link, type LinkProps } from '@chakra-ui/react';

interface Props extends Omit<LinkProps, 'onClick' | 'children'> {
  href: string;
  label: string;
  count: number;
  onClick: (event: MouseEvent) => void;
  /** The dropdown's own "Browse …" row: bolder, with a solid badge. */
  prominent?: boolean;
}

/** A row of the header's category dropdowns: the category's name and, at the end, how many products it has. */
export function CategoryCountLink({ href, label, count, onClick, prominent = false, ...rest }: Props) {
  return (
    <Link
      href={href}
      onClick={onClick}
      display="flex"
      justifyContent="space-between"
      gap="3"
      px="2"
      py="1.5"
      rounded="sm"
      {...(prominent
        ? { fontWeight: 'semibold', color: 'brand.800' }
        : { fontSize: 'sm', color: 'gray.800' })}
      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
      {...rest}
    >
      {label}
      {prominent ? (
        <Badge colorPalette="brand" variant="solid" size="sm">
          {count}
        </Badge>
      ) : (
        <Badge size="xs" variant="subtle" colorPalette="gray">
          {count}
        </Badge>
      )}
    </Link>
  );
}
