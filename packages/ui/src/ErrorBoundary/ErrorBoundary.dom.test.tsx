import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ERROR_BOUNDARY_TYPE,
  ErrorBoundary,
  ErrorReporterProvider,
  type RenderErrorReporter,
} from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  // React logs caught render errors; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary (§8)', () => {
  it('reports the error with its name and the default type secondary, and renders nothing', () => {
    expect(DEFAULT_ERROR_BOUNDARY_TYPE).toBe('secondary');
    const reporter = vi.fn<RenderErrorReporter>();
    const { container } = render(
      <ErrorReporterProvider value={reporter}>
        <p>Page</p>
        <ErrorBoundary name="PinCardFooter">
          <Broken />
        </ErrorBoundary>
      </ErrorReporterProvider>,
    );
    expect(container.textContent).toBe('Page');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[0]).toMatchObject({
      name: 'PinCardFooter',
      type: 'secondary',
      error: expect.objectContaining({ message: 'boom' }),
      componentStack: expect.stringContaining('Broken'),
    });
  });

  it('shows the fallback when given, and reports the type it was given', () => {
    const onError = vi.fn<RenderErrorReporter>();
    render(
      <ErrorBoundary name="Closeup" type="primary" fallback={<p>Something broke</p>} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'Closeup', type: 'primary' });
  });

  it('renders its children while nothing fails', () => {
    const onError = vi.fn<RenderErrorReporter>();
    render(
      <ErrorBoundary name="Ok" onError={onError}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
