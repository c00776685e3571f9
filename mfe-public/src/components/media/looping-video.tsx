import { css, useTheme } from '@emotion/react';
import { Button } from '@seawave/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { Icon } from '../icons/icons';

export interface LoopingVideoProps {
  mp4: string;
  webm: string;
  /** A still of the video itself, shown until it plays. */
  poster: string;
  /** Text alternative: what the video shows (it has no sound). */
  description: string;
  /** Visible caption; defaults to the description. */
  caption?: string;
  /** Autoplay as a muted background loop (service pages) or play on demand with controls (CSR). */
  mode?: 'loop' | 'controls';
}

/**
 * A small project-made video served from this remote's own origin. It is
 * silent, so it carries a text alternative instead of captions. Moving
 * content can always be stopped: a Pause/Play button (keyboard-usable,
 * named by its visible text) sits under the video. Under
 * prefers-reduced-motion nothing autoplays: the video waits, paused, for
 * the visitor to press Play.
 */
export function LoopingVideo({ mp4, webm, poster, description, caption, mode = 'loop' }: LoopingVideoProps) {
  const theme = useTheme();
  const ref = useRef<HTMLVideoElement>(null);
  const videoId = useId();
  const loop = mode === 'loop';
  const reduceMotion = usePrefersReducedMotion();
  const autoPlay = loop && !reduceMotion;
  // Follows the video's own play/pause events, so the button always offers
  // the opposite of what the video is doing (also when the browser refuses
  // to autoplay, or the native controls are used).
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    // React sets `muted` only as a property; the attribute is what some
    // browsers check before they allow autoplay.
    video.muted = true;
    video.defaultMuted = true;
    video.setAttribute('muted', '');
    setPlaying(!video.paused);
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
    };
  }, []);

  useEffect(() => {
    // Started here, not by an autoplay attribute: a prerendered page's markup
    // cannot know the visitor's motion setting, and the browser would start
    // an autoplay video before any script could stop it.
    const video = ref.current;
    if (!video || !loop) return;
    if (autoPlay && video.paused) video.play()?.catch(() => undefined);
    // Reduced motion switched on while the video plays: stop it.
    if (reduceMotion && !video.paused) video.pause();
  }, [autoPlay, reduceMotion, loop]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      // A refused play() leaves the video paused and the button on Play.
      video.play()?.catch(() => undefined);
    } else {
      video.pause();
    }
  };

  return (
    <figure
      css={css`
        margin: 0;
        video {
          display: block;
          width: 100%;
          aspect-ratio: 16 / 9;
          object-fit: cover;
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.ink};
        }
        figcaption {
          margin-top: ${theme.space[2]};
          font-size: ${theme.fontSizes.sm};
          color: ${theme.colors.textMuted};
        }
      `}
    >
      <video
        ref={ref}
        id={videoId}
        poster={poster}
        muted
        playsInline
        loop={loop}
        controls={!loop}
        preload="none"
        aria-label={description}
        width={640}
        height={360}
      >
        <source src={mp4} type="video/mp4" />
        <source src={webm} type="video/webm" />
        {description}
      </video>
      <div
        css={css`
          margin-top: ${theme.space[2]};
        `}
      >
        <Button variant="secondary" size="sm" aria-controls={videoId} onClick={toggle}>
          <Icon name={playing ? 'pause' : 'play'} size={18} />
          {playing ? 'Pause video' : 'Play video'}
        </Button>
      </div>
      <figcaption>{caption ?? description}</figcaption>
    </figure>
  );
}
