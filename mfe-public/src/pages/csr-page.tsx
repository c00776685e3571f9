import { css } from '@emotion/react';
import { SectionHeading } from '@seawave/shared-ui/page';
import { CheckList } from '../components/layout/check-list';
import { PageBanner } from '../components/layout/page-banner';
import { PageSection } from '../components/layout/page-section';
import { SplitColumns } from '../components/layout/split-columns';
import { LoopingVideo } from '../components/media/looping-video';
import { csrPage } from '../content/csr';

/** CSR (/csr): the cancer-support foundation SEAWAVE supports, with a video. */
export default function CsrPage() {
  return (
    <>
      <PageBanner
        titleId="csr-title"
        title={csrPage.title}
        intro={csrPage.intro}
        gradient="csr"
        introWidth={55}
      />

      <PageSection labelledBy="foundation-title">
        <SplitColumns columns="1fr 1fr">
          <div>
            <SectionHeading id="foundation-title" align="left">
              {csrPage.foundation.title}
            </SectionHeading>
            {csrPage.foundation.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3>{csrPage.commitmentsTitle}</h3>
            <CheckList items={csrPage.commitments} iconColor="csrAccent" alignIcon={false} />
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
        </SplitColumns>
      </PageSection>
    </>
  );
}
