import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
// Imported, not lazy: the usual error here is a chunk removed by a deploy, and a lazily loaded
// error screen would be an old chunk too (about 0.5 kB gzip).
import { RouteError } from './route-error';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route error boundary: a page that throws (a render crash, its code failing to download)
 * shows the retry screen. Any navigation, the back button included, clears it. It resets on the
 * location rather than being keyed on it, so a filter change does not remount a working page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
