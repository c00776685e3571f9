import { css, useTheme } from '@emotion/react';
import { PageSpinner, QueryView } from '@seawave/shared-ui/page';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { withAdminQueries } from '../data/admin-queries';
import { useReleases, type BuildLine, type ReleaseSources } from '../data/releases';

export const releasesMessages = {
  failed: 'Error fetching the releases. Please try again later.',
  noErrors: 'No errors in the last hour.',
  noCandidate: 'None',
} as const;

const phaseLabels: Record<string, string> = {
  load: 'Loading its code',
  render: 'Showing a page',
  hydration: 'Hydrating a page',
  rejection: 'Unhandled promise',
  server: 'Page service',
};

const buildText = (line: BuildLine) => line.build ?? 'unknown build';
const errorsText = (line: BuildLine) => `${line.errorsLastHour} in the last hour (${line.errors} in ${line.views} page views)`;

/**
 * Each remote's live build and any candidate with its share of visitors, the errors each build had in the last hour,
 * and what threw them. Read again every 15 seconds; any staff member may open it.
 */
export function ReleasesView({ sources }: { sources?: ReleaseSources }) {
  const theme = useTheme();
  const { state, retry } = useReleases(sources);
  const cell = css`
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  `;
  const caption = css`
    text-align: left;
    font-weight: 700;
    margin-bottom: ${theme.space[2]};
  `;
  const table = css`
    border-collapse: collapse;
    width: 100%;
  `;
  const scroll = css`
    overflow-x: auto;
    margin-bottom: ${theme.space[6]};
  `;
  const head = (headings: string[]) => (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" css={cell}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );

  return (
    <QueryView state={state} loading={<PageSpinner label="Loading the releases" />} errorText={releasesMessages.failed} onRetry={retry}>
      {({ remotes, errors }) => (
        <>
          <div css={scroll}>
            <table css={table}>
              <caption css={caption}>Remotes</caption>
              {head(['Remote', 'Live build', 'Live build errors', 'Candidate', 'Share', 'Candidate errors', 'Status'])}
              <tbody>
                {remotes.map(({ remote, live, candidate, stopped }) => (
                  <tr key={remote}>
                    <th scope="row" css={cell}>
                      {remote}
                    </th>
                    <td css={cell}>{buildText(live)}</td>
                    <td css={cell}>{errorsText(live)}</td>
                    <td css={cell}>{candidate ? buildText(candidate) : releasesMessages.noCandidate}</td>
                    <td css={cell}>{candidate ? `${candidate.share} %` : ''}</td>
                    <td css={cell}>{candidate ? errorsText(candidate) : ''}</td>
                    <td css={cell}>{stopped ? `Stopped automatically: ${stopped.reason}. Everyone gets the live build.` : candidate ? 'Releasing' : 'Live'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div css={scroll}>
            {errors.length === 0 ? (
              <p>{releasesMessages.noErrors}</p>
            ) : (
              <table css={table}>
                <caption css={caption}>Errors in the last hour</caption>
                {head(['Remote', 'Build', 'Route', 'Where', 'Error', 'Count'])}
                <tbody>
                  {errors.map((error) => (
                    <tr key={[error.remote, error.build, error.route, error.phase, error.errorName].join('/')}>
                      <th scope="row" css={cell}>
                        {error.remote}
                      </th>
                      <td css={cell}>{error.build}</td>
                      <td css={cell}>{error.route || '(none)'}</td>
                      <td css={cell}>{phaseLabels[error.phase] ?? error.phase}</td>
                      <td css={cell}>{error.errorName}</td>
                      <td css={cell}>{error.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </QueryView>
  );
}

function ReleasesPage() {
  return (
    <AdminLayout title="Releases">
      <ReleasesView />
    </AdminLayout>
  );
}

export default withAdminQueries(ReleasesPage);
