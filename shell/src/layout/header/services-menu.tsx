import { css, useTheme } from '@emotion/react';
import { mq } from '@seawave/shared-ui';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDetailsOpen, useHydrated } from './native-disclosure';
import { useServiceMenu } from './service-links';

/** A <details> so a tap opens it before scripts run; unlike a popover, its list stays in the flow of the mobile menu. */
export function ServicesMenu() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Tied to the page it was opened on, so navigating closes it. A click on a menu that hover (or touch's
  // mouseenter) just opened must keep it open.
  const [openState, setOpenState] = useState<{ on: string; by: 'hover' | 'click' } | null>(null);
  const open = openState?.on === pathname;
  const setOpen = (value: boolean, by: 'hover' | 'click' = 'click') =>
    setOpenState(value ? { on: pathname, by } : null);
  const toggleByClick = () =>
    setOpenState((current) =>
      current?.on === pathname && current.by === 'click' ? null : { on: pathname, by: 'click' },
    );
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const adopt = useCallback((value: boolean) => setOpenState(value ? { on: pathname, by: 'click' } : null), [pathname]);
  const onToggle = useDetailsOpen(detailsRef, open, adopt);
  // A pointer that came to rest on the menu before the scripts ran had its mouseenter then: open as hover does.
  const hoverChecked = useRef(false);
  useEffect(() => {
    if (hoverChecked.current) return;
    hoverChecked.current = true;
    if (detailsRef.current?.matches(':hover')) setOpenState({ on: pathname, by: 'hover' });
  }, [pathname]);
  const menuId = useId();
  const buttonRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menu = useServiceMenu();
  const items = menu.overview ? [...menu.services, menu.overview] : menu.services;
  const active = items.some((s) => s.to === pathname);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and keys for the whole widget; its summary and links are the interactive parts
    <details
      ref={detailsRef}
      suppressHydrationWarning
      onToggle={onToggle}
      css={css`
        position: relative;
        &[open] > summary > [data-arrow] {
          transform: rotate(180deg);
        }
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
      {/* Not every engine maps <summary> to a button. */}
      <summary
        ref={buttonRef}
        role="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        onClick={(event) => {
          // Once hydrated, React toggles it: a click must keep a hovered menu open.
          event.preventDefault();
          toggleByClick();
        }}
        css={css`
          ${navItemStyle(theme)};
          list-style: none;
          cursor: pointer;
          &::-webkit-details-marker {
            display: none;
          }
          ${active ? `color: ${theme.colors.accent};` : ''}
        `}
      >
        Services
        <span data-arrow="" aria-hidden="true" css={css`font-size: 0.7em; transition: transform 0.2s;`}>
          ▼
        </span>
      </summary>
      <ul
        id={menuId}
        ref={listRef}
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
        {items.map((item) => (
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
    </details>
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
