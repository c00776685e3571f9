import { SETTLE_AFTER_LOAD_MS, whenSettled } from './when-settled';

describe('work that can wait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs after load, a delay and idle time', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = jest.fn();
    whenSettled(task);
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 3);
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now once loaded', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = jest.fn();
    whenSettled(task, 1_000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
