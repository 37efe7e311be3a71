import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { messageFor } from '../../../domain/text/messages';

interface Props {
  children: ReactNode;
  /** Defaults to a full page reload; tests pass their own. */
  onReload?: () => void;
  /** When it changes (the user navigated elsewhere), a failed boundary tries its children again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
}

/** docs/behaviour.md#screens-and-routes: an interface failure shows a fallback with a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected interface failure', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private reload = (): void => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="60vh" px="6" role="alert">
        <Stack gap="4" align="center" textAlign="center" maxW="md">
          <Heading as="h1" size="xl" color="brand.800">
            {messageFor('APP.ERROR_TITLE')}
          </Heading>
          <Text color="gray.600">{messageFor('APP.ERROR_BODY')}</Text>
          <Button colorPalette="brand" onClick={this.reload}>
            {messageFor('APP.RELOAD')}
          </Button>
        </Stack>
      </Center>
    );
  }
}
