import { css, useTheme } from '@emotion/react';
import { chatUrl, NewTabNote } from '@seawave/shared-ui';
import { useEffect, useState } from 'react';

export const SCROLL_TOP_THRESHOLD = 300;

/** Above the chat link. */
const scrollTopBottom = '5.5rem';
const buttonSize = '48px';
export const floatingButtonsClearance = `calc(${scrollTopBottom} + ${buttonSize} + 1rem)`;

export function ScrollToTopButton() {
  const theme = useTheme();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
      css={css`
        position: fixed;
        right: ${theme.space[4]};
        bottom: ${scrollTopBottom};
        z-index: ${theme.zIndex.floating};
        width: ${buttonSize};
        height: ${buttonSize};
        border-radius: 50%;
        border: 2px solid ${theme.colors.inverse};
        background: ${theme.colors.ink};
        color: ${theme.colors.inverse};
        font-size: 1.25rem;
        cursor: pointer;
        box-shadow: ${theme.shadows.raised};
      `}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}

export function ChatButton() {
  const theme = useTheme();
  return (
    <a
      href={chatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      css={css`
        position: fixed;
        right: ${theme.space[4]};
        bottom: ${theme.space[4]};
        z-index: ${theme.zIndex.floating};
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[2]};
        min-height: 48px;
        padding: 0 ${theme.space[4]};
        border-radius: ${theme.radii.round};
        background: ${theme.colors.chat};
        color: ${theme.colors.inverse};
        font-weight: 700;
        text-decoration: none;
        box-shadow: ${theme.shadows.raised};
        &:hover {
          background: ${theme.colors.chatHover};
        }
      `}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
      </svg>
      Chat With Us
      <NewTabNote />
    </a>
  );
}
