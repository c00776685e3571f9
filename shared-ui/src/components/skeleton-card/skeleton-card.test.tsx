import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SkeletonCard, SkeletonCardList } from './skeleton-card';

describe('SkeletonCardList', () => {
  it('shows 3 placeholder cards and announces loading', () => {
    renderWithTheme(<SkeletonCardList />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    const cards = screen.getAllByTestId('skeleton-card');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveAttribute('aria-hidden', 'true');
    // Only the label is exposed to assistive technology.
    expect(status).toHaveAccessibleName('');
  });

  it('takes a count and a label', () => {
    renderWithTheme(<SkeletonCardList count={5} label="Loading vacancies" />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vacancies');
  });

  it('stops the shimmer for reduced motion', () => {
    renderWithTheme(<SkeletonCard />);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.filter(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    const placeholder = screen.getByTestId('skeleton-card').querySelector('span');
    const ownClass = placeholder?.className.split(' ').find((name) => name.startsWith('css-'));
    expect(ownClass).toBeDefined();
    expect(reduced.some((rule) => rule.cssText.includes(`.${ownClass}`) && /animation: none/.test(rule.cssText))).toBe(true);
  });
});
