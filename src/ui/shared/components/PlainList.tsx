import { Stack, type StackProps } from '@chakra-ui/react';

/** A list (`ul`) without bullets or indent, its items stacked with no gap unless `gap` says otherwise. */
export function PlainList(props: StackProps) {
  return <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" {...props} />;
}
