import { OFFLINE_TEXT, OfflineError, SubmissionRefusedError, submissionFailureMessage, UNCONFIRMED_TEXT, UnconfirmedSubmissionError } from './submission-errors';

describe('submissionFailureMessage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives refusal, offline and no-answer messages', () => {
    expect(submissionFailureMessage(new SubmissionRefusedError('This vacancy is no longer open for applications.', { reason: 'vacancy-closed' }))).toBe(
      'This vacancy is no longer open for applications.',
    );
    expect(submissionFailureMessage(new OfflineError())).toBe('You seem to be offline. Nothing was sent; your answers are kept.');
    expect(submissionFailureMessage(new UnconfirmedSubmissionError())).toBe(UNCONFIRMED_TEXT);
  });

  it("leaves other failures to the form's text", () => {
    expect(submissionFailureMessage(new Error('Loading chunk 12 failed.'))).toBeNull();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(submissionFailureMessage(new Error('Loading chunk 12 failed.'))).toBe(OFFLINE_TEXT);
  });
});
