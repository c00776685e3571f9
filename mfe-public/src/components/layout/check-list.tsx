import { css, useTheme, type Theme } from '@emotion/react';
import { Icon } from '../icons/icons';

export interface CheckListProps {
  items: readonly string[];
  /** 'compact': 20px icons, small gaps; 'relaxed': 24px icons, wider gaps, no outer margin. */
  density?: 'compact' | 'relaxed';
  /** Icon colour, a theme colour name; defaults to 'success'. */
  iconColor?: keyof Theme['colors'];
  /** Aligns each icon with the first line of its text (default true). */
  alignIcon?: boolean;
}

/** A plain list whose items each start with a decorative check icon. */
export function CheckList({ items, density = 'compact', iconColor, alignIcon = true }: CheckListProps) {
  const theme = useTheme();
  const relaxed = density === 'relaxed';
  const gap = relaxed ? theme.space[3] : theme.space[2];
  return (
    <ul
      css={css`
        list-style: none;
        padding: 0;
        ${relaxed ? 'margin: 0;' : ''}
        display: grid;
        gap: ${gap};
        li {
          display: flex;
          gap: ${gap};
          ${alignIcon ? 'align-items: flex-start;' : ''}
        }
        svg {
          flex: none;
          color: ${theme.colors[iconColor ?? 'success']};
          ${alignIcon ? 'margin-top: 2px;' : ''}
        }
      `}
    >
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={relaxed ? 24 : 20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
