// A local error boundary for secondary widgets (gallery, guest experiences) so one broken part never blanks the page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the broken widget. */
  fallback: ReactNode;
  /** Where the boundary sits, for the console log. */
  name?: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name ?? 'widget'}] failed to render`, error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
