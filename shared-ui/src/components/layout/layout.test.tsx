import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { Card, Overlay, Section } from './layout';
import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('caps its width; can be the main landmark', () => {
    renderWithTheme(
      <PageContainer as="main">
        <p>Body</p>
      </PageContainer>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Body');
    expect(main).toHaveStyle({ maxWidth: theme.layout.maxWidth });
  });
});

describe('Section', () => {
  it('is a region named by its heading', () => {
    renderWithTheme(
      <Section aria-labelledby="why" tone="surface">
        <h2 id="why">Why choose us for your service</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Why choose us for your service' });
    expect(region).toHaveStyle({ backgroundColor: theme.colors.surface });
    expect(region.firstElementChild).toHaveStyle({ maxWidth: theme.layout.maxWidth });
  });
});

describe('Card and Overlay', () => {
  it('covers a card with a readable label', () => {
    renderWithTheme(
      <Card as="article" aria-label="Accountant">
        <h3>Accountant</h3>
        <button disabled>View</button>
        <Overlay>Currently Unavailable</Overlay>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Accountant' });
    expect(card).toHaveStyle({ position: 'relative' });
    const overlay = screen.getByText('Currently Unavailable');
    expect(card).toContainElement(overlay);
    expect(overlay).toHaveStyle({ position: 'absolute', color: theme.colors.inverse, backgroundColor: theme.colors.overlay, pointerEvents: 'auto' });
  });

  it('forwards the ref to the rendered element', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(
      <Card as="li" ref={ref}>
        Item
      </Card>,
    );
    expect(ref.current?.tagName).toBe('LI');
    expect(ref.current).toHaveTextContent('Item');
  });

  it('lets clicks through with passThrough', async () => {
    const onUnblock = jest.fn();
    const { user } = renderWithTheme(
      <Card>
        <button onClick={onUnblock}>Unblock</button>
        <Overlay passThrough>Blocked</Overlay>
      </Card>,
    );
    expect(screen.getByText('Blocked')).toHaveStyle({ pointerEvents: 'none' });
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(onUnblock).toHaveBeenCalledTimes(1);
  });
});
