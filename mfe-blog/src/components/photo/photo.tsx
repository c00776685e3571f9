import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface PhotoProps {
  src: string;
  /** Kept whole by the placeholder. */
  alt: string;
  width?: number;
  height?: number;
  box: SerializedStyles;
  placeholder?: ReactNode;
}

/** A missing or unreachable file shows a placeholder of the same size and name instead of a broken-image icon. */
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
