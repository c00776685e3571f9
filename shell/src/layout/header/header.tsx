import { css, useTheme } from '@emotion/react';
import { ButtonLink, useHomeHref, useSiteHref, useSiteRoutes, siteHref } from '@seawave/shared-ui';
import { useAuth } from '@seawave/shared-data';
import { useCallback, useEffect, useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { headerText } from '../content/header';
import { headerBar, headerRow, mainNav, mainNavList, menuDetails, menuSummary, navLink } from './header-styles';
import { useDetailsOpen, useHydrated } from './native-disclosure';
import { ServicesMenu } from './services-menu';

/** The phone Menu's state, tied to the page it was opened on; Escape closes it and returns focus to its button. */
function useMenuDisclosure() {
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const open = menuOpenOn === pathname;
  // A <details>, like Services, so it opens before any script runs.
  const details = useRef<HTMLDetailsElement>(null);
  const adopt = useCallback((value: boolean) => setMenuOpenOn(value ? pathname : null), [pathname]);
  const onToggle = useDetailsOpen(details, open, adopt);
  const button = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open Services list inside closes first (it marks the event handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const toggle = () => setMenuOpenOn(open ? null : pathname);
  return { open, details, button, onToggle, toggle };
}

interface MenuToggleProps {
  open: boolean;
  detailsRef: RefObject<HTMLDetailsElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  onTap: () => void;
  navId: string;
}

function MenuToggle({ open, detailsRef, buttonRef, onToggle, onTap, navId }: MenuToggleProps) {
  const theme = useTheme();
  const hydrated = useHydrated();
  return (
    <details ref={detailsRef} suppressHydrationWarning onToggle={onToggle} css={menuDetails}>
      <summary
        ref={buttonRef}
        role="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={navId}
        onClick={(event) => {
          event.preventDefault();
          onTap();
        }}
        css={menuSummary(theme)}
      >
        <span aria-hidden="true" css={css`font-size: 1.4rem; line-height: 1;`}>
          <span data-icon="closed">☰</span>
          <span data-icon="open">✕</span>
        </span>
        {headerText.menu}
      </summary>
    </details>
  );
}

/** Services, the main links, Admin for signed-in staff and the quote button; a route the catalog does not know yet is left out. */
function MainNav({ id }: { id: string }) {
  const theme = useTheme();
  const routes = useSiteRoutes();
  const admin = useSiteHref('admin');
  const getAFreeQuote = useSiteHref('getAFreeQuote');
  const adminEmail = useAuth((state) => (state.status === 'signedIn' && state.isAdmin ? state.user?.email : null));
  const links = headerText.links.flatMap(({ route, label }) => {
    const to = siteHref(routes, route);
    return to === null ? [] : [{ to, label }];
  });
  return (
    <nav id={id} aria-label={headerText.navigation} css={mainNav(theme)}>
      <ul css={mainNavList(theme)}>
        <li>
          <ServicesMenu />
        </li>
        {links.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} css={navLink(theme)}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {adminEmail && admin ? (
          <li>
            <NavLink to={admin} css={navLink(theme)} title={headerText.signedInAs(adminEmail)} data-testid="admin-link">
              {headerText.admin}
            </NavLink>
          </li>
        ) : null}
        {getAFreeQuote ? (
          <li>
            <ButtonLink to={getAFreeQuote} size="sm" css={css`margin-left: ${theme.space[2]};`}>
              {headerText.quote}
            </ButtonLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function Header() {
  const theme = useTheme();
  // Each link names its route; the site's route catalog gives its address (a link waits for its remote's manifest).
  const home = useHomeHref();
  const navId = useId();
  const { open, details, button, onToggle, toggle } = useMenuDisclosure();
  return (
    <header css={headerBar(theme)}>
      <div css={headerRow(theme)}>
        <Link to={home} css={css`display: inline-flex; padding: ${theme.space[1]};`}>
          <img src={logoUrl} alt={headerText.home} width={165} height={36} />
        </Link>
        <MenuToggle open={open} detailsRef={details} buttonRef={button} onToggle={onToggle} onTap={toggle} navId={navId} />
        <MainNav id={navId} />
      </div>
    </header>
  );
}
