import type { ReactNode } from 'react';
import { extractedClassNames } from '../theme/extractedStyles';
import type { buttonLoaderStyles } from './buttonLoaderStyles';

const css = extractedClassNames<typeof buttonLoaderStyles>('buttonLoader');
const CONTENTS = { display: 'contents' } as const;

interface Props {
  loading: boolean;
  /** Said beside the spinner; without it the spinner stands over the label, which keeps the button's width. */
  text?: string;
  children: ReactNode;
}

/** What a button drawn with styles extracted at build carries while loading: Chakra's mark for its styles, disabled. */
export const loadingButton = (loading: boolean) => ({
  'data-loading': loading ? '' : undefined,
  disabled: loading,
});

/**
 * A button's label, or while `loading` a spinner, as Chakra's Button draws them: for buttons drawn with styles
 * extracted at build, which carry `loadingButton(loading)` meanwhile.
 */
export function ButtonLoader({ loading, text, children }: Props) {
  if (!loading) return children;
  if (text)
    return (
      <span style={CONTENTS}>
        <span className={css('spinner')} />
        {text}
      </span>
    );
  return (
    <span style={CONTENTS}>
      <span className={css('centre')}>
        <span className={css('spinner')} />
      </span>
      <span style={{ ...CONTENTS, visibility: 'hidden' }}>{children}</span>
    </span>
  );
}
