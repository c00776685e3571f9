import { css, useTheme } from '@emotion/react';
import { mq, paths } from '@seawave/shared-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { serviceMenu, servicesOverviewLink } from './service-links';

/**
 * The Services dropdown: opens on hover (pointer devices) or click, and by
 * keyboard (Enter/Space/ArrowDown on the button, arrows inside, Escape closes
 * and returns focus to the button). It is a disclosure of links, so every
 * entry stays an ordinary link for assistive technology.
 */
export function ServicesMenu() {
  const theme = useTheme();
  const { pathname } = useLocation();
  // The open state belongs to the page it was opened on, so navigating closes
  // it. It remembers how it was opened: a click on a menu that hovering (or a
  // touch, which emits mouseenter first) just opened must keep it open.
  const [openState, setOpenState] = useState<{ on: string; by: 'hover' | 'click' } | null>(null);
  const open = openState?.on === pathname;
  const setOpen = (value: boolean, by: 'hover' | 'click' = 'click') =>
    setOpenState(value ? { on: pathname, by } : null);
  const toggleByClick = () =>
    setOpenState((current) =>
      current?.on === pathname && current.by === 'click' ? null : { on: pathname, by: 'click' },
    );
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = serviceMenu.some((s) => s.to === pathname) || pathname === paths.services.href();

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => focusLink(0));
      } else focusLink(current + 1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current <= 0 ? all.length - 1 : current - 1);
    } else if ((event.key === 'Home' || event.key === 'End') && open && current >= 0) {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : all.length - 1);
    }
  };

  return (
    // Hover and keyboard handling for the whole widget; its interactive parts are a native button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      css={css`
        position: relative;
      `}
      onMouseEnter={() => {
        if (!open) setOpen(true, 'hover');
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggleByClick}
        css={css`
          ${navItemStyle(theme)};
          background: none;
          border: 0;
          cursor: pointer;
          font: inherit;
          ${active ? `color: ${theme.colors.accent};` : ''}
        `}
      >
        Services
        <span aria-hidden="true" css={css`font-size: 0.7em; transition: transform 0.2s; transform: rotate(${open ? 180 : 0}deg);`}>
          ▼
        </span>
      </button>
      <ul
        id={menuId}
        ref={listRef}
        hidden={!open}
        css={css`
          list-style: none;
          margin: 0;
          padding: ${theme.space[2]} 0;
          min-width: 15rem;
          background: ${theme.colors.header};
          border: 1px solid ${theme.colors.headerMenuBorder};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.raised};
          ${mq('lg')} {
            position: absolute;
            top: 100%;
            left: 0;
          }
        `}
      >
        {[...serviceMenu, servicesOverviewLink].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              css={css`
                display: block;
                padding: ${theme.space[3]} ${theme.space[4]};
                color: ${theme.colors.inverse};
                text-decoration: none;
                &:hover,
                &:focus-visible,
                &[aria-current='page'] {
                  background: ${theme.colors.headerRaised};
                  color: ${theme.colors.accent};
                }
              `}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const navItemStyle = (theme: ReturnType<typeof useTheme>) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  color: ${theme.colors.inverse};
  text-decoration: none;
  font-weight: 600;
  border-radius: ${theme.radii.sm};
  &:hover {
    color: ${theme.colors.accent};
  }
`;
