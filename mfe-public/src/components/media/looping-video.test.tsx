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

/** The same for every video, installed before one renders (a looping video starts itself when it mounts). */
function fakePlaybackOfEveryVideo() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused');
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  const restore = () => {
    if (original) Object.defineProperty(HTMLMediaElement.prototype, 'paused', original);
  };
  return { play, pause, restore };
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
  it('starts muted when shown, without autoplay; one toggle', async () => {
    mockReducedMotion(false);
    const playback = fakePlaybackOfEveryVideo();
    try {
      const user = userEvent.setup();
      renderWithTheme(<LoopingVideo {...props} />);
      const video = videoElement();
      expect(video).not.toHaveAttribute('autoplay');
      expect(video).toHaveAttribute('loop');
      expect(video.muted).toBe(true);
      expect(video).toHaveAttribute('poster', props.poster);
      expect(playback.play).toHaveBeenCalledTimes(1);
      expect(video.paused).toBe(false);

      const button = screen.getByRole('button', { name: 'Pause video' });
      expect(button).toHaveAttribute('aria-controls', video.id);
      await user.click(button);
      expect(playback.pause).toHaveBeenCalledTimes(1);
      expect(video.paused).toBe(true);
      expect(button).toHaveAccessibleName('Play video');

      button.focus();
      await user.keyboard('{Enter}');
      expect(playback.play).toHaveBeenCalledTimes(2);
      expect(video.paused).toBe(false);
      expect(button).toHaveAccessibleName('Pause video');
      expect(button).toHaveFocus();
    } finally {
      playback.restore();
    }
  });

  it('stays paused with reduced motion, offering Play', async () => {
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

  it('keeps playing when Play is pressed as it starts', async () => {
    mockReducedMotion(false);
    const playback = fakePlaybackOfEveryVideo();
    // A browser reports 'play' a moment after play(): the button still says Play when it is pressed.
    playback.play.mockImplementation(function play(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      setTimeout(() => this.dispatchEvent(new Event('play')), 300);
      return Promise.resolve();
    });
    try {
      renderWithTheme(<LoopingVideo {...props} />);
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
      expect(playback.pause).not.toHaveBeenCalled();
      expect(videoElement().paused).toBe(false);
      expect(await screen.findByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    } finally {
      playback.restore();
    }
  });

  it('waits for the visitor when it has controls', () => {
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
