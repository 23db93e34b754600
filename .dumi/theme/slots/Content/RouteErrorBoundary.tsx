import React, { type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The address: a change clears a caught error, so that other pages can be opened. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** Wrapped, so that a thrown `undefined` still counts. */
  caught: { error: unknown } | null;
  resetKey: string;
}

/** Shows `fallback` for what the page throws, its chunk's load failure included. */
export default class RouteErrorBoundary extends React.Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { caught: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[rc-table site] page failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error) : this.props.children;
  }
}
