import { css, useTheme } from '@emotion/react';
import { Button, useHomeHref } from '@seawave/shared-ui';
import { PageHeader } from '@seawave/shared-ui/page';
import { useAuth, type StaffArea } from '@seawave/shared-data';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes.generated';

interface AdminNavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Shown only to staff whose role reaches it; every role gets an item without one. */
  area?: StaffArea;
}

export const adminNav: readonly AdminNavItem[] = [
  { to: paths.admin.href(), label: 'Dashboard', end: true },
  { to: paths.adminEditBlogs.href(), label: 'Blogs', area: 'hiring' },
  { to: paths.adminBlogPost.href(), label: 'New Blog', area: 'hiring' },
  { to: paths.adminCareerEdit.href(), label: 'Jobs', area: 'hiring' },
  { to: paths.adminCareerPost.href(), label: 'Post Job', area: 'hiring' },
  { to: paths.adminAllApplicants.href(), label: 'Applicants', area: 'hiring' },
  { to: paths.adminViewQuoteRequests.href(), label: 'Quotes', area: 'sales' },
  { to: paths.adminRates.href(), label: 'Rates', area: 'sales' },
  { to: paths.adminReleases.href(), label: 'Releases' },
];

export interface AdminLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ title, actions, children }: AdminLayoutProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const home = useHomeHref();
  const email = useAuth((state) => state.user?.email ?? null);
  const signOut = useAuth((state) => state.signOut);
  const pending = useAuth((state) => state.pending);
  const areas = useAuth((state) => state.areas);

  return (
    <div
      css={css`
        max-width: ${theme.layout.maxWidth};
        margin: 0 auto;
        padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[8]};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: ${theme.space[3]};
          padding: ${theme.space[3]} ${theme.space[4]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `}
      >
        <nav aria-label="Admin">
          <ul
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[1]};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {adminNav.filter((item) => item.area === undefined || areas[item.area]).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end ?? false}
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    min-height: 44px;
                    padding: 0 ${theme.space[3]};
                    border-radius: ${theme.radii.sm};
                    color: ${theme.colors.ink};
                    font-weight: 600;
                    text-decoration: none;
                    &:hover {
                      background: ${theme.colors.border};
                    }
                    &[aria-current='page'] {
                      background: ${theme.colors.ink};
                      color: ${theme.colors.inverse};
                    }
                  `}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={css`display: flex; align-items: center; gap: ${theme.space[3]};`}>
          {email ? (
            <span css={css`font-size: ${theme.fontSizes.sm}; color: ${theme.colors.textMuted};`}>
              Signed in as <strong>{email}</strong>
            </span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={async () => {
              await signOut();
              navigate(home);
            }}
          >
            Sign Out
          </Button>
        </div>
      </div>
      <div css={css`margin-top: ${theme.space[6]};`}>
        <PageHeader title={title} actions={actions} />
      </div>
      {children}
    </div>
  );
}
