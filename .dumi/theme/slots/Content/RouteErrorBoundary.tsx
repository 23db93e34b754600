import React, { type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** Clears a caught error when it changes (the address), so other pages can be opened. */
  resetKey: string;
  /** Renders the notice for a caught error. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** The caught error, wrapped so that a thrown `undefined` still counts. */
  caught: { error: unknown } | null;
  resetKey: string;
}

/**
 * Catches what the page under it throws while rendering, including the rejection of its lazily
 * loaded route chunk, and shows `fallback` in its place while the layout around it keeps working.
 */
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
    // Keep the cause visible to developers; the reader gets the notice.
    console.warn('[rc-table site] page failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error) : this.props.children;
  }
}
