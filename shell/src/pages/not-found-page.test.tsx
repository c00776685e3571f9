import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { NotFoundPage } from './not-found-page';

it('shows not-found and links home', async () => {
  renderShell(<NotFoundPage />, '/somewhere/else');
  expect(
    screen.getByRole('heading', { level: 1, name: "Looks like you've found the doorway to the great nothing" }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Get To Home' }));
  expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/);
});
