import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface PhotoProps {
  src: string;
  /** The alternative text: the image's name, kept whole by the placeholder. */
  alt: string;
  width?: number;
  height?: number;
  /** The box of the picture (size, shape), shared by the placeholder. */
  box: SerializedStyles;
  /** What the placeholder shows inside (default: the alternative text, in full). */
  placeholder?: ReactNode;
}

/**
 * A post's picture. When the file cannot be loaded (it was deleted, or the
 * store is unreachable), a neutral placeholder of the same size takes its
 * place: an image (role img) named by the same alternative text, which it
 * also shows in full, instead of a broken-image icon with clipped text.
 */
export function Photo(props: PhotoProps) {
  // A new address gets a new try.
  return <PhotoOrPlaceholder key={props.src} {...props} />;
}

function PhotoOrPlaceholder({ src, alt, width, height, box, placeholder }: PhotoProps) {
  const theme = useTheme();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before this component was listening (a page rendered ahead) has no pixels.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        data-testid="photo-placeholder"
        css={[
          box,
          css`
            display: grid;
            place-items: center;
            box-sizing: border-box;
            padding: ${theme.space[2]};
            overflow: hidden;
            text-align: center;
            font-size: ${theme.fontSizes.sm};
            line-height: 1.3;
            color: ${theme.colors.textMuted};
            background: ${theme.colors.surface};
            border: 1px dashed ${theme.colors.border};
            overflow-wrap: anywhere;
          `,
        ]}
      >
        <span aria-hidden="true">{placeholder ?? alt}</span>
      </span>
    );
  }
  return <img ref={image} src={src} alt={alt} width={width} height={height} onError={() => setFailed(true)} css={box} />;
}
