import { css } from '@emotion/react';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ProfilePhoto } from '../post-byline/post-byline';
import { Photo } from './photo';

const box = css`
  width: 100%;
`;

describe('a post picture that cannot be loaded', () => {
  it('becomes a placeholder named like the picture', () => {
    renderWithTheme(<Photo src="http://127.0.0.1:9199/v0/b/x/o/images%2Fgone.png?alt=media" alt="Illustration for Harbour notes from the night shift" box={box} />);
    const image = screen.getByRole('img', { name: 'Illustration for Harbour notes from the night shift' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Illustration for Harbour notes from the night shift' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('Illustration for Harbour notes from the night shift');
    expect(screen.queryByRole('img', { name: '' })).not.toBeInTheDocument();
  });

  it('tries again when the address changes', () => {
    const { rerender } = renderWithTheme(<Photo src="http://x/a.png" alt="Illustration for A" box={box} />);
    fireEvent.error(screen.getByRole('img', { name: 'Illustration for A' }));
    expect(screen.getByTestId('photo-placeholder')).toBeInTheDocument();
    rerender(<Photo src="http://x/b.png" alt="Illustration for A" box={box} />);
    expect(screen.getByRole('img', { name: 'Illustration for A' }).tagName).toBe('IMG');
  });

  it("becomes the author's initials, named after the author", () => {
    renderWithTheme(<ProfilePhoto name="Asha Rao" src="http://x/gone.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Author: Asha Rao' }));
    const placeholder = screen.getByRole('img', { name: 'Author: Asha Rao' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('AR');
  });
});
