import { css, useTheme } from '@emotion/react';
import { ButtonLink, mq, useHomeHref, useSiteHref } from '@seawave/shared-ui';
import { useAuth } from '@seawave/shared-data';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { useDetailsOpen, useHydrated } from './native-disclosure';
import { ServicesMenu, navItemStyle } from './services-menu';

export function Header() {
  const theme = useTheme();
  // Each link names its route; the site's route catalog gives its address (a link waits for its remote's manifest).
  const home = useHomeHref();
  const careers = useSiteHref('careers');
  const allBlogs = useSiteHref('allBlogs');
  const csr = useSiteHref('csr');
  const admin = useSiteHref('admin');
  const getAFreeQuote = useSiteHref('getAFreeQuote');
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const navId = useId();
  const hydrated = useHydrated();
  // A <details>, like Services, so it opens before any script runs.
  const menuDetails = useRef<HTMLDetailsElement>(null);
  const adoptMenu = useCallback((open: boolean) => setMenuOpenOn(open ? pathname : null), [pathname]);
  const onMenuToggle = useDetailsOpen(menuDetails, menuOpen, adoptMenu);
  const menuButton = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open Services list inside closes first (it marks the event handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const adminEmail = useAuth((state) => (state.status === 'signedIn' && state.isAdmin ? state.user?.email : null));

  const navLink = css`
    ${navItemStyle(theme)};
    &[aria-current='page'] {
      color: ${theme.colors.accent};
      box-shadow: inset 0 -3px 0 ${theme.colors.accent};
    }
  `;

  return (
    <header
      css={css`
        position: fixed;
        inset: 0 0 auto 0;
        z-index: ${theme.zIndex.header};
        background: ${theme.colors.header};
        color: ${theme.colors.inverse};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          flex-wrap: wrap;
          max-width: ${theme.layout.maxWidth};
          min-height: ${theme.layout.headerHeight};
          margin: 0 auto;
          padding: 0 ${theme.space[4]};
        `}
      >
        <Link to={home} css={css`display: inline-flex; padding: ${theme.space[1]};`}>
          <img src={logoUrl} alt="SEAWAVE home" width={165} height={36} />
        </Link>
        <details
          ref={menuDetails}
          suppressHydrationWarning
          onToggle={onMenuToggle}
          css={css`
            & [data-icon='open'],
            &[open] [data-icon='closed'] {
              display: none;
            }
            &[open] [data-icon='open'] {
              display: inline;
            }
            ${mq('lg')} {
              display: none;
            }
          `}
        >
          <summary
            ref={menuButton}
            role="button"
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls={navId}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpenOn(menuOpen ? null : pathname);
            }}
            css={css`
              ${navItemStyle(theme)};
              list-style: none;
              border: 1px solid ${theme.colors.headerControlBorder};
              cursor: pointer;
              &::-webkit-details-marker {
                display: none;
              }
            `}
          >
            <span aria-hidden="true" css={css`font-size: 1.4rem; line-height: 1;`}>
              <span data-icon="closed">☰</span>
              <span data-icon="open">✕</span>
            </span>
            Menu
          </summary>
        </details>
        <nav
          id={navId}
          aria-label="Main"
          css={css`
            display: none;
            details[open] + & {
              display: block;
            }
            flex-basis: 100%;
            padding-bottom: ${theme.space[4]};
            ${mq('lg')} {
              display: block;
              flex-basis: auto;
              padding-bottom: 0;
            }
          `}
        >
          <ul
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: flex;
              flex-direction: column;
              gap: ${theme.space[1]};
              ${mq('lg')} {
                flex-direction: row;
                align-items: center;
                gap: ${theme.space[2]};
              }
            `}
          >
            <li>
              <ServicesMenu />
            </li>
            {careers ? (
              <li>
                <NavLink to={careers} css={navLink}>
                  Career
                </NavLink>
              </li>
            ) : null}
            {allBlogs ? (
              <li>
                <NavLink to={allBlogs} css={navLink}>
                  Blog
                </NavLink>
              </li>
            ) : null}
            {csr ? (
              <li>
                <NavLink to={csr} css={navLink}>
                  CSR
                </NavLink>
              </li>
            ) : null}
            {adminEmail && admin ? (
              <li>
                <NavLink to={admin} css={navLink} title={`Signed in as ${adminEmail}`} data-testid="admin-link">
                  Admin
                </NavLink>
              </li>
            ) : null}
            {getAFreeQuote ? (
              <li>
                <ButtonLink to={getAFreeQuote} size="sm" css={css`margin-left: ${theme.space[2]};`}>
                  Get A Free Quote
                </ButtonLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
