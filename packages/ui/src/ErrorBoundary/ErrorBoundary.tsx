import { Component, createContext, type ErrorInfo, type ReactNode, useContext } from 'react';

/** §8 boundary types; a boundary is `secondary` unless it says otherwise. */
export const ERROR_BOUNDARY_TYPES = ['primary', 'secondary'] as const;
export type ErrorBoundaryType = (typeof ERROR_BOUNDARY_TYPES)[number];
export const DEFAULT_ERROR_BOUNDARY_TYPE: ErrorBoundaryType = 'secondary'; // §8 default secondary

export interface RenderErrorReport {
  error: unknown;
  /** The boundary's name (where in the page it broke). */
  name: string;
  type: ErrorBoundaryType;
  componentStack: string;
}

export type RenderErrorReporter = (report: RenderErrorReport) => void;

const ReporterContext = createContext<RenderErrorReporter | null>(null);

/** Where every ErrorBoundary below reports (e.g. the app's logger). */
export const ErrorReporterProvider = ReporterContext.Provider;

export interface ErrorBoundaryProps {
  /** Names this boundary in reports. */
  name: string;
  /** Sent with the report: `primary` or `secondary` (default), so a report says how much broke. */
  type?: ErrorBoundaryType;
  /** Shown in place of the broken part; without it the part renders nothing. */
  fallback?: ReactNode;
  /** Called with each report, besides the ErrorReporterProvider's reporter. */
  onError?: RenderErrorReporter;
  children?: ReactNode;
}

interface InnerProps extends ErrorBoundaryProps {
  reporter: RenderErrorReporter | null;
}

class Boundary extends Component<InnerProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const report: RenderErrorReport = {
      error,
      name: this.props.name,
      type: this.props.type ?? DEFAULT_ERROR_BOUNDARY_TYPE,
      componentStack: info.componentStack ?? '',
    };
    this.props.reporter?.(report);
    this.props.onError?.(report);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}

/**
 * Keeps a part's render error to that part: the error is reported with the boundary's name and
 * type (secondary unless said otherwise), and the part is replaced by `fallback`, or by nothing,
 * while the rest of the page goes on.
 */
export function ErrorBoundary(props: ErrorBoundaryProps) {
  const reporter = useContext(ReporterContext);
  return <Boundary {...props} reporter={reporter} />;
}
