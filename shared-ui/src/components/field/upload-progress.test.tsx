import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { UploadProgress, uploadPercent } from './upload-progress';

describe('UploadProgress', () => {
  it('is a labelled progress bar of the share sent', () => {
    renderWithTheme(<UploadProgress label="Uploading resume" sentBytes={2_048} totalBytes={4_096} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading resume' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('counts whole percentages, 0 without a size', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
