import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { LoopingVideo } from './looping-video';

const props = { mp4: 'waves.mp4', webm: 'waves.webm', poster: 'waves-poster.svg', description: 'Blue waves rolling' };

/** jsdom does not play media: a video whose play()/pause() change `paused` and fire the events a browser fires. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  const play = jest.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  Object.assign(video, { play, pause });
  return {
    play,
    pause,
    autoplay: () => {
      paused = false;
      fireEvent.play(video);
    },
  };
}

function mockReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const videoElement = () => {
  const video = document.querySelector('video');
  if (!video) throw new Error('no video');
  return video;
};

describe('LoopingVideo', () => {
  it('a looping video autoplays muted, and one button pauses it and plays it again', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderWithTheme(<LoopingVideo {...props} />);
    const video = videoElement();
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster', props.poster);
    const playback = fakePlayback(video);
    act(() => playback.autoplay());

    const button = screen.getByRole('button', { name: 'Pause video' });
    expect(button).toHaveAttribute('aria-controls', video.id);
    await user.click(button);
    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);
    expect(button).toHaveAccessibleName('Play video');

    button.focus();
    await user.keyboard('{Enter}');
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    expect(button).toHaveAccessibleName('Pause video');
    expect(button).toHaveFocus();
  });

  it('with reduced motion a looping video does not autoplay, stays paused and offers Play', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderWithTheme(<LoopingVideo {...props} />);
    const video = videoElement();
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'none');
    const playback = fakePlayback(video);

    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('a video with controls waits for the visitor and its button follows the native controls', () => {
    mockReducedMotion(false);
    renderWithTheme(<LoopingVideo {...props} mode="controls" />);
    const video = videoElement();
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controls');
    const playback = fakePlayback(video);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();

    act(() => playback.autoplay());
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    act(() => {
      fireEvent.ended(video);
    });
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
