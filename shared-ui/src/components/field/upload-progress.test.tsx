import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { UploadProgress, uploadPercent } from './upload-progress';

describe('UploadProgress', () => {
  it('is a progress bar named by its label, with the share sent as its value and in words', () => {
    renderWithTheme(<UploadProgress label="Uploading resume" sentBytes={2_048} totalBytes={4_096} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading resume' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('counts whole percentages from 0 to 100, and 0 while the size is unknown', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
