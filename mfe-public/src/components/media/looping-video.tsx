import { css, useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';

export interface LoopingVideoProps {
  mp4: string;
  webm: string;
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
 * silent, so it carries a text alternative instead of captions. Under
 * prefers-reduced-motion the looping variant does not autoplay.
 */
export function LoopingVideo({ mp4, webm, poster, description, caption, mode = 'loop' }: LoopingVideoProps) {
  const theme = useTheme();
  const ref = useRef<HTMLVideoElement>(null);
  const loop = mode === 'loop';

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` only as a property; the attribute is what some
    // browsers check before they allow autoplay.
    video.muted = true;
    video.defaultMuted = true;
    video.setAttribute('muted', '');
    if (loop && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      video.pause();
      video.removeAttribute('autoplay');
    }
  }, [loop]);

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
        poster={poster}
        muted
        playsInline
        loop={loop}
        autoPlay={loop}
        controls={!loop}
        preload={loop ? 'metadata' : 'none'}
        aria-label={description}
        width={640}
        height={360}
      >
        <source src={mp4} type="video/mp4" />
        <source src={webm} type="video/webm" />
        {description}
      </video>
      <figcaption>{caption ?? description}</figcaption>
    </figure>
  );
}
