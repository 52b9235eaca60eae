import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  /** a new value (the next page) clears the error */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A render error shows the error page in place of what failed; the next page starts afresh. */
export const ErrorBoundary = ({ children }: { readonly children: ReactNode }) => {
  const { pathname, search } = useLocation();
  return <PageBoundary resetKey={`${pathname}${search}`}>{children}</PageBoundary>;
};
