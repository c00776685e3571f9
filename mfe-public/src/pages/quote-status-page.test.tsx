import { hydrationPrerenderData, prerenderKeys, PrerenderDataContext } from '@seawave/shared-data';
import { calendarDayText } from '@seawave/shared-data/freight';
import { quoteStatusView, type QuoteStatusView } from '@seawave/shared-data/quote-status';
import { makeQuote, renderPage } from '@seawave/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import QuoteStatusPage from './quote-status-page';

jest.setTimeout(20_000);

const REFERENCE = 'Q-2026-000042';
const KEY = 'k'.repeat(43);
const price = { amount: 1250, currency: 'USD', validUntil: '2099-12-31', message: 'Includes THC at Nhava Sheva.' } as const;

const stored = (fields: Record<string, unknown> = {}) =>
  makeQuote({ id: 'q1', reference: REFERENCE, origin: 'Nhava Sheva (IN)', destination: 'Jebel Ali (AE)', mode: 'sea', createdAt: new Date(Date.UTC(2026, 2, 12, 8, 35)), ...fields } as Parameters<typeof makeQuote>[0]);

/** As the page service hands it over: the view it read with the key checked (null: no such quote for this key). */
function renderStatus(view: QuoteStatusView | null, quote = stored()) {
  const rendered = renderPage(
    <PrerenderDataContext.Provider value={hydrationPrerenderData({ [prerenderKeys.quoteStatus(REFERENCE)]: view }, Date.now())}>
      <QuoteStatusPage />
    </PrerenderDataContext.Provider>,
    { route: `/quote-status/${REFERENCE}?key=${KEY}`, path: '/quote-status/:reference', data: { quotes: [quote] } },
  );
  rendered.api.statusKeys.set('q1', KEY);
  return rendered;
}

const viewOf = (quote: Record<string, unknown>) => quoteStatusView({ reference: REFERENCE, data: quote, history: [], nowMs: Date.now() });
const steps = () => within(screen.getByRole('list', { name: 'Status' })).getAllByRole('listitem');

describe('QuoteStatusPage', () => {
  it('shows a received quote and a price promise', () => {
    renderStatus(viewOf(stored()));
    expect(screen.getByRole('heading', { level: 1, name: `Quote ${REFERENCE}` })).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual(['ReceivedMarch 12, 2026, 14:05 (UTC+05:30)', 'Being priced', 'Quoted']);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('We will price this for you.')).toBeInTheDocument();
    expect(screen.getByText('Nhava Sheva (IN)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });

  it('shows the price and accepts it once', async () => {
    const quote = stored({ status: 'quoted', price, historyId: null });
    const { api, user } = renderStatus(viewOf(quote), quote);
    expect(screen.getByText('USD 1,250')).toBeInTheDocument();
    expect(screen.getByText(calendarDayText('2099-12-31'))).toBeInTheDocument();
    expect(screen.getByText('Includes THC at Nhava Sheva.')).toBeInTheDocument();
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    await user.dblClick(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('You accepted this price. Our team will contact you to arrange the shipment.')).toBeInTheDocument();
    expect(steps().map((step) => step.firstChild?.textContent)).toEqual(['Received', 'Being priced', 'Quoted', 'Accepted']);
    expect(api.docs.quotes.get('q1')?.status).toBe('accepted');
    expect([...(api.subDocs.get('quotes/q1/history')?.values() ?? [])]).toEqual([expect.objectContaining({ status: 'accepted', by: 'the shipper' })]);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });

  it('sends a non-empty question, shown as text', async () => {
    const quote = stored({ status: 'quoted', price });
    const { api, user } = renderStatus(viewOf(quote), quote);
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your question.');
    await user.type(screen.getByRole('textbox', { name: /^Your question/ }), '<b>Is THC included?</b>');
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByText('Your message was sent. Our team will answer by e-mail.')).toBeInTheDocument();
    expect(screen.getByText('<b>Is THC included?</b>')).toBeInTheDocument();
    expect([...(api.subDocs.get('quotes/q1/history')?.values() ?? [])]).toEqual([expect.objectContaining({ kind: 'question', message: '<b>Is THC included?</b>' })]);
  });

  it('offers to ask again, not accept, when expired', async () => {
    const quote = stored({ status: 'quoted', price: { ...price, validUntil: '2020-01-31' } });
    const { api, user } = renderStatus(viewOf(quote), quote);
    expect(screen.getByText('This price has expired.')).toBeInTheDocument();
    expect(steps().map((step) => step.firstChild?.textContent)).toEqual(['Received', 'Being priced', 'Quoted', 'Expired']);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new price' }));
    await waitFor(() => expect([...(api.subDocs.get('quotes/q1/history')?.values() ?? [])]).toEqual([expect.objectContaining({ kind: 'newPrice', message: '' })]));
  });

  it('shows only not-found for a wrong key', () => {
    renderStatus(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByText('This link does not open a quote. Please check that you copied the whole link from our e-mail.')).toBeInTheDocument();
    expect(screen.queryByText(REFERENCE, { exact: false })).not.toBeInTheDocument();
  });
});
