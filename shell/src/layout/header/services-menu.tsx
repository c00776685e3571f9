import { css, type Theme, useTheme } from '@emotion/react';
import { mq } from '@seawave/shared-ui';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { headerText } from '../content/header';
import { useDetailsOpen, useHydrated } from './native-disclosure';
import { useServiceMenu, type MenuLink } from './service-links';

type OpenedBy = 'hover' | 'click';

/**
 * Open state tied to the page it was opened on, so navigating closes it. A click on a menu that hover (or touch's
 * mouseenter) just opened must keep it open.
 */
function useServicesOpen() {
  const { pathname } = useLocation();
  const [openState, setOpenState] = useState<{ on: string; by: OpenedBy } | null>(null);
  const open = openState?.on === pathname;
  const setOpen = (value: boolean, by: OpenedBy = 'click') => setOpenState(value ? { on: pathname, by } : null);
  const toggleByClick = () =>
    setOpenState((current) => (current?.on === pathname && current.by === 'click' ? null : { on: pathname, by: 'click' }));
  const details = useRef<HTMLDetailsElement>(null);
  const adopt = useCallback((value: boolean) => setOpenState(value ? { on: pathname, by: 'click' } : null), [pathname]);
  const onToggle = useDetailsOpen(details, open, adopt);
  // A pointer that came to rest on the menu before the scripts ran had its mouseenter then: open as hover does.
  const hoverChecked = useRef(false);
  useEffect(() => {
    if (hoverChecked.current) return;
    hoverChecked.current = true;
    if (details.current?.matches(':hover')) setOpenState({ on: pathname, by: 'hover' });
  }, [pathname]);
  return { open, setOpen, toggleByClick, details, onToggle };
}

/** Arrow keys, Home and End move through the links; Escape closes and returns focus to the button. */
function useMenuKeys(
  { open, setOpen }: Pick<ReturnType<typeof useServicesOpen>, 'open' | 'setOpen'>,
  button: RefObject<HTMLElement | null>,
  list: RefObject<HTMLUListElement | null>,
) {
  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  return (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
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
}

const servicesList = (theme: Theme) => css`
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
`;

const serviceLink = (theme: Theme) => css`
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
`;

const servicesSummary = (theme: Theme, active: boolean) => css`
  ${navItemStyle(theme)};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  ${active ? `color: ${theme.colors.accent};` : ''}
`;

function ServiceLinks({ id, items, listRef }: { id: string; items: MenuLink[]; listRef: RefObject<HTMLUListElement | null> }) {
  const theme = useTheme();
  return (
    <ul id={id} ref={listRef} css={servicesList(theme)}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} css={serviceLink(theme)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A <details> so a tap opens it before scripts run; unlike a popover, its list stays in the flow of the mobile menu. */
export function ServicesMenu() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { open, setOpen, toggleByClick, details, onToggle } = useServicesOpen();
  const menuId = useId();
  const buttonRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const onKeyDown = useMenuKeys({ open, setOpen }, buttonRef, listRef);
  const menu = useServiceMenu();
  const items = menu.overview ? [...menu.services, menu.overview] : menu.services;
  const active = items.some((s) => s.to === pathname);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and keys for the whole widget; its summary and links are the interactive parts
    <details
      ref={details}
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
        css={servicesSummary(theme, active)}
      >
        {headerText.services}
        <span data-arrow="" aria-hidden="true" css={css`font-size: 0.7em; transition: transform 0.2s;`}>
          ▼
        </span>
      </summary>
      <ServiceLinks id={menuId} items={items} listRef={listRef} />
    </details>
  );
}

export const navItemStyle = (theme: Theme) => css`
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
