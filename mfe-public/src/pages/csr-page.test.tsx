import { screen } from '@testing-library/react';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import CsrPage from './csr-page';

describe('CsrPage', () => {
  it('shows the foundation and a local video', () => {
    renderWithTheme(<CsrPage />, { route: '/csr' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Social Responsibility' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Supporting a Cancer-Support Foundation' })).toBeInTheDocument();
    expect(screen.getByText(/we have supported a cancer-support foundation that helps patients/)).toBeInTheDocument();
    expect(screen.queryByText(/sample name/i)).not.toBeInTheDocument();

    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video?.querySelectorAll('source')).toHaveLength(2);
    expect(video).toHaveAccessibleName(/pink ribbons of light/);
  });
});
