import { Button, type ButtonProps } from '@chakra-ui/react';

/** The outlined brand button under a list that reads its next page, spinning with `loadingText` meanwhile. */
export function LoadMoreButton(props: ButtonProps & { loadingText: string }) {
  return <Button variant="outline" colorPalette="brand" {...props} />;
}
