import { css, useTheme } from '@emotion/react';
import { company, mailtoHref, PageContainer } from '@seawave/shared-ui';
import { PageTitle, textLinkStyles } from '@seawave/shared-ui/page';
import { privacyNotice } from '../content/privacy';

/** /privacy: the privacy notice of the quote and application forms. */
export default function PrivacyPage() {
  const theme = useTheme();
  const sectionStyles = css`
    margin: 0 0 ${theme.space[5]};
    h2 {
      margin: 0 0 ${theme.space[2]};
      font-size: ${theme.fontSizes.xl};
      color: ${theme.colors.ink};
    }
    p,
    ul {
      margin: 0 0 ${theme.space[2]};
    }
  `;
  return (
    <PageContainer narrow padded>
      <PageTitle>{privacyNotice.title}</PageTitle>
      <p css={css`margin: 0 0 ${theme.space[5]};`}>{privacyNotice.intro}</p>
      {privacyNotice.sections.map((section) => (
        <section key={section.title} css={sectionStyles}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section css={sectionStyles}>
        <h2>{privacyNotice.deletion.title}</h2>
        <p>
          {privacyNotice.deletion.before}{' '}
          <a href={mailtoHref(company.emails.info)} css={textLinkStyles(theme)}>
            {company.emails.info}
          </a>{' '}
          {privacyNotice.deletion.after}
        </p>
      </section>
    </PageContainer>
  );
}
