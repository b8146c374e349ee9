import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The message shown in place of a result that fails to render (spec section 8). */
export const RESULT_ERROR_MESSAGE = 'Sorry! Something went wrong while displaying this search result.';

interface ResultErrorBoundaryProps {
  children: ReactNode;
  /** Called with the error (React also reports it to the console). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Keeps one broken result from taking the whole list down: a render error inside shows
 * {@link RESULT_ERROR_MESSAGE} in that result's place.
 */
export class ResultErrorBoundary extends Component<ResultErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <div className="conf-ResultTile conf-ResultTile-error">{RESULT_ERROR_MESSAGE}</div>;
    }
    return this.props.children;
  }
}
