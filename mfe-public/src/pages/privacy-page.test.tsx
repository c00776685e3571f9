import { company } from '@seawave/shared-ui';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen } from '@testing-library/react';
import PrivacyPage from './privacy-page';

describe('PrivacyPage', () => {
  it('explains data kept, retention, access and deletion', () => {
    renderWithTheme(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What we keep',
      'Why we keep it',
      'How long we keep it',
      'Who sees it',
      'Asking for deletion',
    ]);
    expect(screen.getByText(/^Quote requests: your name/)).toBeInTheDocument();
    expect(screen.getByText(/^Job applications: your name/)).toBeInTheDocument();
    expect(screen.getByText(/^Resumes:/)).toBeInTheDocument();
    expect(screen.getByText('Job applications and their resumes are kept for 180 days after you send them, then deleted automatically.')).toBeInTheDocument();
    expect(screen.getByText(/^Only SEAWAVE staff/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.emails.info })).toHaveAttribute('href', `mailto:${company.emails.info}`);
  });
});
