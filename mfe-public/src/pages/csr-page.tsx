import { css, useTheme } from '@emotion/react';
import { SectionHeading } from '@seawave/shared-ui';
import { useEffect } from 'react';
import { Icon } from '../components/icons/icons';
import { Container, PageSection } from '../components/layout/page-section';
import { LoopingVideo } from '../components/media/looping-video';
import { csrPage } from '../content/csr';

/** CSR (/csr): the cancer-support foundation SEAWAVE supports, with a video. */
export default function CsrPage() {
  const theme = useTheme();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <section
        aria-labelledby="csr-title"
        css={css`
          background: linear-gradient(135deg, #831843, #4c1d95);
          padding: ${theme.space[8]} ${theme.space[4]};
          text-align: center;
          h1,
          p {
            color: ${theme.colors.inverse};
          }
        `}
      >
        <Container>
          <h1
            id="csr-title"
            css={css`
              margin: 0 0 ${theme.space[3]};
              font-size: ${theme.fontSizes['4xl']};
            `}
          >
            {csrPage.title}
          </h1>
          <p
            css={css`
              margin: 0 auto;
              max-width: 55ch;
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {csrPage.intro}
          </p>
        </Container>
      </section>

      <PageSection labelledBy="foundation-title">
        <div
          css={css`
            display: grid;
            gap: ${theme.space[6]};
            align-items: start;
            @media (min-width: ${theme.breakpoints.lg}px) {
              grid-template-columns: 1fr 1fr;
            }
          `}
        >
          <div>
            <SectionHeading id="foundation-title" align="left">
              {csrPage.foundation.title}
            </SectionHeading>
            {csrPage.foundation.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3>{csrPage.commitmentsTitle}</h3>
            <ul
              css={css`
                list-style: none;
                padding: 0;
                display: grid;
                gap: ${theme.space[2]};
                li {
                  display: flex;
                  gap: ${theme.space[2]};
                }
                svg {
                  flex: none;
                  color: #9d174d;
                }
              `}
            >
              {csrPage.commitments.map((item) => (
                <li key={item}>
                  <Icon name="check" size={20} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3
              css={css`
                margin-top: 0;
              `}
            >
              {csrPage.video.title}
            </h3>
            <LoopingVideo
              mode="controls"
              mp4={csrPage.video.mp4}
              webm={csrPage.video.webm}
              poster={csrPage.video.poster}
              description={csrPage.video.description}
            />
          </div>
        </div>
      </PageSection>
    </>
  );
}
