import { css, useTheme } from '@emotion/react';
import { company, mailtoHref } from '@seawave/shared-ui';

export function CareersHero() {
  const theme = useTheme();
  const email = company.emails.careers;
  return (
    <section
      aria-labelledby="careers-title"
      css={css`
        padding: ${theme.space[8]} ${theme.space[4]};
        color: ${theme.colors.inverse};
        text-align: center;
        background: ${theme.gradients.careers};
      `}
    >
      <h1
        id="careers-title"
        css={css`
          margin: 0 0 ${theme.space[3]};
          font-family: ${theme.fonts.heading};
          font-size: ${theme.fontSizes['4xl']};
          color: ${theme.colors.inverse};
        `}
      >
        Careers at {company.brand}
      </h1>
      <p
        css={css`
          max-width: 60ch;
          margin: 0 auto ${theme.space[5]};
          font-size: ${theme.fontSizes.lg};
        `}
      >
        Join a team that has moved cargo by sea, land and air since {company.since}. Find an open position below and apply
        online, or send us your resume.
      </p>
      <p css={css`margin: 0;`}>
        Send your resume to{' '}
        <a
          href={mailtoHref(email)}
          css={css`
            color: ${theme.colors.inverse};
            font-weight: 700;
            text-underline-offset: 3px;
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 2px;
            }
          `}
        >
          {email}
        </a>
      </p>
    </section>
  );
}
