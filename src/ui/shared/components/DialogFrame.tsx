import type { FormEvent, ReactNode } from 'react';
import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

export type DialogFrameProps = Omit<Dialog.RootProps, 'children'> & {
  /** The dialog's accessible name, in its header. */
  title: ReactNode;
  titleColor?: Dialog.TitleProps['color'];
  /** A smaller line under the title (an order's dates). */
  subtitle?: ReactNode;
  /** The button that opens the dialog, where the dialog owns it; the focus goes back to it on closing. */
  trigger?: ReactNode;
  /**
   * The accessible name of a corner ✕; none without it. `closeFirst` puts it before the body, so that the focus
   * starts there; otherwise it is the last stop, after the body (an autofocused search field keeps the focus).
   */
  closeLabel?: string;
  closeFirst?: boolean;
  /** The body's parts one under another this far apart; a plain body without it. */
  bodyGap?: Dialog.BodyProps['gap'];
  /** The footer's first button, which closes the dialog (and where an alertdialog's focus starts). */
  dismissLabel?: string;
  /** The footer's other buttons, after `dismissLabel`'s. */
  footer?: ReactNode;
  footerProps?: Dialog.FooterProps;
  /** Makes header, body and footer one form (a submit button in the footer sends it). */
  onSubmit?: (event: FormEvent) => void;
  /** The body. */
  children: ReactNode;
};

/**
 * The one frame of every dialog of the shop and the admin: Chakra's root, backdrop, positioner and content, a titled
 * header, the body and a footer. A centred dialog keeps clear of a phone's edges.
 */
export function DialogFrame({
  title,
  titleColor,
  subtitle,
  trigger,
  closeLabel,
  closeFirst = false,
  bodyGap,
  dismissLabel,
  footer,
  footerProps,
  onSubmit,
  children,
  ...root
}: DialogFrameProps) {
  const close = closeLabel ? (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={closeLabel} />
    </Dialog.CloseTrigger>
  ) : null;
  const heading = <Dialog.Title color={titleColor}>{title}</Dialog.Title>;
  const parts = (
    <>
      <Dialog.Header>
        {subtitle ? (
          <Stack gap="1">
            {heading}
            <Text fontSize="sm" color="gray.600">
              {subtitle}
            </Text>
          </Stack>
        ) : (
          heading
        )}
      </Dialog.Header>
      {closeFirst ? close : null}
      <Dialog.Body
        {...(bodyGap === undefined ? {} : { display: 'flex', flexDirection: 'column', gap: bodyGap })}
      >
        {children}
      </Dialog.Body>
      {dismissLabel !== undefined || footer ? (
        <Dialog.Footer {...footerProps}>
          {dismissLabel !== undefined ? (
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{dismissLabel}</Button>
            </Dialog.ActionTrigger>
          ) : null}
          {footer}
        </Dialog.Footer>
      ) : null}
      {closeFirst ? null : close}
    </>
  );
  return (
    <Dialog.Root {...root}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={root.placement === 'center' ? '4' : undefined}>
            {onSubmit ? (
              <chakra.form display="contents" onSubmit={onSubmit} noValidate>
                {parts}
              </chakra.form>
            ) : (
              parts
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
