import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RouteErrorBoundary from '../../../.dumi/theme/slots/Content/RouteErrorBoundary';

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

describe('RouteErrorBoundary', () => {
  it('renders the fallback for a thrown error and clears it when the address changes', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fallback = (error: unknown) => <p role="alert">{(error as Error).message}</p>;
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom message="Loading chunk 7 failed." />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Loading chunk 7 failed.');
    rerender(
      <RouteErrorBoundary resetKey="/b" fallback={fallback}>
        <p>next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('next page')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
