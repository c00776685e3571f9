import { screen } from '@testing-library/react';
import { css } from '@emotion/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { CardActions, CardTitle } from '../layout/card-parts';
import { CardGrid } from '../card-grid/card-grid';
import { DetailList } from '../detail-list/detail-list';
import { PageHeader, PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the styled h1, focusable after navigation', () => {
    renderWithTheme(<PageTitle>Published Blogs</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Published Blogs' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveStyle({ fontSize: theme.fontSizes['3xl'], color: theme.colors.ink });
    heading.focus();
    expect(heading).toHaveFocus();
  });

  it('keeps its id and wraps long words', () => {
    renderWithTheme(<PageTitle id="post-title">{'x'.repeat(200)}</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('id', 'post-title');
    expect(heading).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});

describe('PageHeader', () => {
  it('shows the title with controls beside it', () => {
    renderWithTheme(<PageHeader title="Requested Quotes" actions={<button type="button">Sort</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Quotes' })).toHaveStyle({ marginBottom: '0px' });
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('is an unstyled, named list of cards', () => {
    renderWithTheme(
      <CardGrid aria-label="Open positions" min="16rem">
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Open positions' });
    expect(list).toHaveStyle({ display: 'grid', listStyle: 'none' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('DetailList', () => {
  it('lists terms and values in order', () => {
    renderWithTheme(
      <DetailList
        rows={[
          ['Name', 'Asha Rao'],
          ['Comments', 'Line one\nLine two'],
        ]}
        css={css`
          margin-bottom: 24px;
        `}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Name', 'Comments']);
    expect(values).toEqual(['Asha Rao', 'Line one\nLine two']);
    expect(screen.getAllByRole('term')[0]?.closest('dl')).toHaveStyle({ marginBottom: '24px' });
  });
});

describe('CardTitle and CardActions', () => {
  it('give a card a heading and buttons', () => {
    renderWithTheme(
      <article aria-label="Fleet Coordinator">
        <CardTitle as="h3">Fleet Coordinator</CardTitle>
        <CardActions>
          <button type="button">View</button>
        </CardActions>
      </article>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fleet Coordinator' })).toHaveStyle({ fontSize: theme.fontSizes.xl });
    expect(screen.getByRole('button', { name: 'View' }).parentElement).toHaveStyle({ marginTop: 'auto' });
  });
});
