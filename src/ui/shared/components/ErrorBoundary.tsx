import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messageFor } from '../../../domain/text/messages';
import { extractedClassNames } from '../theme/extractedStyles';
import type { errorBoundaryStyles } from './errorBoundaryStyles';

const css = extractedClassNames<typeof errorBoundaryStyles>('errorBoundary');

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

/**
 * docs/behaviour.md#screens-and-routes: an interface failure shows a fallback with a way out instead of a blank page,
 * drawn with styles extracted at build (errorBoundaryStyles.tsx).
 */
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
      <div className={css('root')} role="alert">
        <div className={css('column')}>
          <h1 className={css('title')}>{messageFor('APP.ERROR_TITLE')}</h1>
          <p className={css('text')}>{messageFor('APP.ERROR_BODY')}</p>
          <button type="button" className={css('reload')} onClick={this.reload}>
            {messageFor('APP.RELOAD')}
          </button>
        </div>
      </div>
    );
  }
}
