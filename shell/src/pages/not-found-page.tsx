import { css, useTheme } from '@emotion/react';
import { ButtonLink, useHomeHref } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';

/** Shown for any path no remote owns. */
export function NotFoundPage() {
  const theme = useTheme();
  const home = useHomeHref();
  return (
    <section
      css={css`
        min-height: 60vh;
        display: grid;
        place-content: center;
        justify-items: center;
        gap: ${theme.space[5]};
        padding: ${theme.space[8]} ${theme.space[4]};
        text-align: center;
      `}
    >
      <p
        aria-hidden="true"
        css={css`
          margin: 0;
          font-size: clamp(4rem, 18vw, 9rem);
          font-weight: 800;
          line-height: 1;
          color: ${theme.colors.ocean};
        `}
      >
        404
      </p>
      <PageTitle>Looks like you&apos;ve found the doorway to the great nothing</PageTitle>
      <ButtonLink to={home}>Get To Home</ButtonLink>
    </section>
  );
}
