import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the section; `null` hides a section whose failure the page can live without. */
  fallback: ReactNode;
  /** Changing this value (e.g. the product id) clears a caught error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps a failure of one independent widget (related products, later reviews) from blanking the
 * whole page: the section is replaced by its fallback, the rest of the page stays.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Section failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
