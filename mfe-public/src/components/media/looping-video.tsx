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
  /** The text alternative: the video is silent, so it has no captions. */
  description: string;
  caption?: string;
  mode?: 'loop' | 'controls';
}

/** Moving content can always be stopped, and nothing autoplays under prefers-reduced-motion. */
export function LoopingVideo({ mp4, webm, poster, description, caption, mode = 'loop' }: LoopingVideoProps) {
  const theme = useTheme();
  const ref = useRef<HTMLVideoElement>(null);
  const videoId = useId();
  const loop = mode === 'loop';
  const reduceMotion = usePrefersReducedMotion();
  const autoPlay = loop && !reduceMotion;
  // Follows the video's own events, so the button is right also when autoplay is refused or native controls are used.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    // React sets `muted` only as a property; some browsers check the attribute before allowing autoplay.
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
    // Started here, not by an autoplay attribute: prerendered markup cannot know the visitor's motion setting.
    const video = ref.current;
    if (!video || !loop) return;
    if (autoPlay && video.paused) video.play()?.catch(() => undefined);
    if (reduceMotion && !video.paused) video.pause();
  }, [autoPlay, reduceMotion, loop]);

  // The button does what it says: a 'Play video' tapped as the video started itself must not pause it.
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.pause();
    } else {
      video.play()?.catch(() => undefined);
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
