import { company } from '@seawave/shared-ui';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import Footer from './footer';

describe('Footer', () => {
  it.each(['/about', '/customclearance', '/freightforwarding', '/transportation', '/warehousing', '/eximconsultancy', '/logisticsdesign'])(
    'is the short variant on %s',
    (url) => {
      renderShell(<Footer />, url);
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveAttribute('data-footer-variant', 'short');
      for (const word of ['Sea', 'Earth', 'Air', 'Wave', 'Achieve', 'Vision', 'Exactly']) {
        expect(within(footer).getAllByText(word, { exact: false }).length).toBeGreaterThan(0);
      }
      expect(within(footer).getByRole('heading', { name: company.legalName })).toBeInTheDocument();
      expect(within(footer).getByText(/Navi Mumbai/)).toBeInTheDocument();
      for (const phone of company.phones) expect(within(footer).getByRole('link', { name: phone.label })).toHaveAttribute('href', `tel:${phone.tel}`);
      expect(within(footer).getByRole('link', { name: company.emails.info })).toHaveAttribute('href', `mailto:${company.emails.info}`);
      expect(within(footer).getByText('Hours: Mon-Sat 9.30-19.00')).toBeInTheDocument();
      for (const branch of ['Kolkata', 'Jogbani', 'Raxaul', 'Sonauli']) {
        expect(within(footer).getByText(branch)).toBeInTheDocument();
      }
      expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    },
  );

  it.each(['/', '/csr', '/careers', '/allblogs', '/services', '/nowhere'])('is the full variant on %s', (url) => {
    renderShell(<Footer />, url);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-footer-variant', 'full');
    expect(within(footer).getByText(/since 2005/)).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: new RegExp(network) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} SEAWAVE`))).toBeInTheDocument();
    expect(within(footer).queryByText('Hours: Mon-Sat 9.30-19.00')).not.toBeInTheDocument();
  });
});
