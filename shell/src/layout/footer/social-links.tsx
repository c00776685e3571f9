import { css, useTheme } from '@emotion/react';
import { company } from '@seawave/shared-ui';

const icons = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.4A2.9 2.9 0 1 1 12 9.1a2.9 2.9 0 0 1 0 5.8zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1C4.9 3.3 3.3 4.9 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.4 1.8 5 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.4-.2 5-1.8 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.4-1.8-5-5.2-5.2C14.7 3 14.4 3 12 3z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
};

const networks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

/** Facebook, Instagram and LinkedIn links (open in a new tab). */
export function SocialLinks() {
  const theme = useTheme();
  return (
    <ul css={css`list-style: none; display: flex; gap: ${theme.space[2]}; margin: 0; padding: 0;`}>
      {networks.map(({ key, label }) => (
        <li key={key}>
          <a
            href={company.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`SEAWAVE on ${label} (opens in a new tab)`}
            css={css`
              display: inline-grid;
              place-items: center;
              width: 44px;
              height: 44px;
              border-radius: 50%;
              background: ${theme.colors.headerRaised};
              color: ${theme.colors.inverse};
              transition: transform 0.2s, background-color 0.2s;
              &:hover {
                background: ${theme.colors.primary};
                transform: scale(1.1);
              }
            `}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              <path d={icons[key]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
