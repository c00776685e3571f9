import { css, useTheme, type Theme } from '@emotion/react';
import { getDataApi, prerenderKeys, PrerenderDataContext } from '@seawave/shared-data';
import { fieldLimits } from '@seawave/shared-data/entities';
import { calendarDayText, CONFIRM_PRICE_TEXT, PRICE_LATER_TEXT, priceAmountText, transitText } from '@seawave/shared-data/freight';
import {
  questionProblem,
  quoteStatusTexts,
  staffPriceText,
  STATUS_KEY_PARAM,
  type QuoteStatusView,
  type ShipperMessageKind,
} from '@seawave/shared-data/quote-status';
import { submissionFailureMessage } from '@seawave/shared-data/schemas';
import { Button, Notice, PageContainer, Spinner } from '@seawave/shared-ui';
import { TextAreaField, useForm } from '@seawave/shared-ui/form';
import { DetailList, PageTitle } from '@seawave/shared-ui/page';
import { use, useContext, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

/**
 * /quote-status/<reference>?key=<key>: the page service reads the quote (its key checked) and hands the page what it
 * may show. The page reads nothing itself: no rule lets a visitor read a quote.
 */
function useServedStatus(reference: string): QuoteStatusView | null | undefined {
  const prerender = useContext(PrerenderDataContext);
  const key = prerenderKeys.quoteStatus(reference);
  const [initial] = useState(() => (prerender?.kind === 'browser' ? prerender.initial<QuoteStatusView | null>(key) : undefined));
  // The page service put it there before rendering; `use` only unwraps it.
  if (prerender?.kind === 'server') return use(prerender.read<QuoteStatusView | null>(key, () => Promise.resolve(null)));
  return initial?.data;
}

const sectionStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[6]};
`;

const headingStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.ink};
`;

export default function QuoteStatusPage() {
  const { reference = '' } = useParams();
  const served = useServedStatus(reference);
  return (
    <PageContainer narrow padded>
      {served === undefined ? (
        <>
          <PageTitle>Your quote</PageTitle>
          <p>{quoteStatusTexts.refresh}</p>
        </>
      ) : served === null ? (
        <>
          <PageTitle>{quoteStatusTexts.notFoundTitle}</PageTitle>
          <p>{quoteStatusTexts.notFound}</p>
        </>
      ) : (
        <QuoteStatus served={served} />
      )}
    </PageContainer>
  );
}

function QuoteStatus({ served }: { served: QuoteStatusView }) {
  const theme = useTheme();
  const [searchParams] = useSearchParams();
  const key = searchParams.get(STATUS_KEY_PARAM) ?? '';
  const [view, setView] = useState(served);
  const { price, indicativePrice, status, expired } = view;
  const priced = price !== null && (status === 'quoted' || status === 'accepted');

  return (
    <>
      <PageTitle>Quote {view.reference}</PageTitle>
      <Timeline view={view} />

      {priced ? (
        <section aria-labelledby="quote-price" css={sectionStyles(theme)}>
          <h2 id="quote-price" css={headingStyles(theme)}>
            Our price
          </h2>
          <DetailList
            rows={[
              ['Price', staffPriceText(price)],
              ['Valid until', calendarDayText(price.validUntil)],
              ...(price.message ? [['Message', price.message] as const] : []),
            ]}
          />
          {status === 'accepted' ? <Notice variant="success">{quoteStatusTexts.accepted}</Notice> : null}
          {status === 'quoted' && expired ? <Notice variant="info">{quoteStatusTexts.expired}</Notice> : null}
          {status === 'quoted' && !expired ? (
            <>
              <AcceptForm reference={view.reference} statusKey={key} onAnswer={setView} />
              <QuestionForm kind="question" reference={view.reference} statusKey={key} onAnswer={setView} />
            </>
          ) : null}
          {status === 'quoted' && expired ? <QuestionForm kind="newPrice" reference={view.reference} statusKey={key} onAnswer={setView} /> : null}
        </section>
      ) : status === 'declined' ? null : (
        <section aria-labelledby="quote-indicative" css={sectionStyles(theme)}>
          <h2 id="quote-indicative" css={headingStyles(theme)}>
            Indicative price
          </h2>
          {indicativePrice ? (
            <>
              <DetailList
                rows={[
                  ['Indicative price', `${priceAmountText(indicativePrice)}${indicativePrice.covers ? ` (${indicativePrice.covers})` : ''}`],
                  ['Valid until', calendarDayText(indicativePrice.validUntil)],
                  ['Transit time', transitText(indicativePrice)],
                ]}
              />
              <p css={css`margin: 0;`}>{CONFIRM_PRICE_TEXT}</p>
            </>
          ) : (
            <p css={css`margin: 0;`}>{PRICE_LATER_TEXT}.</p>
          )}
        </section>
      )}

      {view.route.length > 0 || view.figures.length > 0 || view.receivedText ? (
        <section aria-labelledby="quote-sent" css={sectionStyles(theme)}>
          <h2 id="quote-sent" css={headingStyles(theme)}>
            What you sent
          </h2>
          <DetailList
            aria-labelledby="quote-sent"
            rows={[...(view.receivedText ? [['Sent', view.receivedText] as const] : []), ...[...view.route, ...view.figures].map(({ label, value }) => [label, value] as const)]}
          />
        </section>
      ) : null}

      {view.messages.length > 0 ? (
        <section aria-labelledby="quote-messages" css={sectionStyles(theme)}>
          <h2 id="quote-messages" css={headingStyles(theme)}>
            Your messages
          </h2>
          <ul css={css`margin: 0; padding-left: ${theme.space[5]};`}>
            {view.messages.map((message, index) => (
              <li key={index}>
                <span css={css`color: ${theme.colors.textMuted};`}>{message.atText}</span>
                {message.message ? <p css={css`margin: 0; white-space: pre-line; overflow-wrap: anywhere;`}>{message.message}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Timeline({ view }: { view: QuoteStatusView }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="quote-timeline" css={sectionStyles(theme)}>
      <h2 id="quote-timeline" css={headingStyles(theme)}>
        Status
      </h2>
      <ol
        aria-labelledby="quote-timeline"
        css={css`
          display: grid;
          gap: ${theme.space[2]};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {view.timeline.map((step) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0 ${theme.space[3]};
              padding: ${theme.space[2]} ${theme.space[3]};
              border-left: 4px solid ${step.state === 'upcoming' ? theme.colors.border : theme.colors.primary};
              color: ${step.state === 'upcoming' ? theme.colors.textMuted : theme.colors.ink};
              font-weight: ${step.state === 'current' ? 700 : 400};
            `}
          >
            <span>{step.label}</span>
            {step.atText ? <span css={css`font-weight: 400; color: ${theme.colors.textMuted};`}>{step.atText}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface AnswerProps {
  reference: string;
  statusKey: string;
  onAnswer: (view: QuoteStatusView) => void;
}

function AcceptForm({ reference, statusKey, onAnswer }: AnswerProps) {
  const theme = useTheme();
  const { formProps, message, messageRef, busy } = useForm({
    initialValues: {},
    validate: () => ({ ok: true as const, output: null }),
    submit: async () => (await getDataApi()).quotes.accept(reference, statusKey),
    failureMessage: (error) => submissionFailureMessage(error) ?? quoteStatusTexts.acceptFailed,
    onSent: (answer) => {
      if (answer) onAnswer(answer);
    },
  });
  return (
    <form {...formProps} aria-label={quoteStatusTexts.acceptButton}>
      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          {message}
        </Notice>
      ) : null}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" size="lg" disabled={busy}>
          {quoteStatusTexts.acceptButton}
        </Button>
        {busy ? <Spinner label="Accepting the quote" /> : null}
      </div>
    </form>
  );
}

function QuestionForm({ kind, reference, statusKey, onAnswer }: AnswerProps & { kind: ShipperMessageKind }) {
  const theme = useTheme();
  const [sent, setSent] = useState(false);
  const button = kind === 'question' ? quoteStatusTexts.askButton : quoteStatusTexts.newPriceButton;
  const { formProps, field, message, messageRef, busy } = useForm({
    initialValues: { message: '' },
    validate: ({ message: text }) => {
      const problem = questionProblem(kind, text);
      return problem ? { ok: false as const, message: problem, fieldErrors: { message: problem } } : { ok: true as const, output: text.trim() };
    },
    submit: async (text) => (await getDataApi()).quotes.ask(reference, statusKey, kind, text),
    failureMessage: (error) => submissionFailureMessage(error) ?? quoteStatusTexts.askFailed,
    onSent: (answer) => {
      setSent(true);
      if (answer) onAnswer(answer);
    },
  });
  return (
    <form {...formProps} aria-label={button} css={css`display: grid; gap: ${theme.space[2]};`}>
      <TextAreaField
        label={kind === 'question' ? quoteStatusTexts.questionLabel : quoteStatusTexts.newPriceLabel}
        rows={3}
        required={kind === 'question'}
        characterLimit={fieldLimits.quoteQuestion}
        {...field('message')}
        onValueChange={(value) => {
          setSent(false);
          field('message').onValueChange(value);
        }}
      />
      {message ? (
        <Notice variant="error" ref={messageRef} tabIndex={-1}>
          {message}
        </Notice>
      ) : null}
      {sent && !message ? <Notice variant="success">{quoteStatusTexts.questionSent}</Notice> : null}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
        <Button type="submit" variant={kind === 'question' ? 'secondary' : 'primary'} disabled={busy}>
          {button}
        </Button>
        {busy ? <Spinner label="Sending your message" /> : null}
      </div>
    </form>
  );
}
