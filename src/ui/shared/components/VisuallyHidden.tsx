import type { ComponentProps } from 'react';
import { extractedClassNames } from '../theme/extractedStyles';
import type { visuallyHiddenStyles } from './visuallyHiddenStyles';

const css = extractedClassNames<typeof visuallyHiddenStyles>('visuallyHidden');

/** Text a screen reader reads and the screen does not show, drawn with styles extracted at build. */
export function VisuallyHidden(props: Omit<ComponentProps<'span'>, 'className'>) {
  return <span className={css('root')} {...props} />;
}
