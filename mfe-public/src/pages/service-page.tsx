import { css, useTheme } from '@emotion/react';
import { ButtonLink } from '@seawave/shared-ui';
import { SectionHeading } from '@seawave/shared-ui/page';
import { useLocation } from 'react-router-dom';
import { CheckList } from '../components/layout/check-list';
import { Container, PageSection } from '../components/layout/page-section';
import { SplitColumns } from '../components/layout/split-columns';
import { LoopingVideo } from '../components/media/looping-video';
import { serviceDetail } from '../content/service-detail';
import { serviceForPath, type ServiceContent } from '../content/services';
import { paths } from '../routes.generated';

/**
 * A service detail page (/customclearance, /freightforwarding,
 * /transportation, /warehousing, /eximconsultancy, /logisticsdesign): banner,
 * description, bullet lists and a looping muted video. The service comes from
 * the current location, so one exposed module serves all six routes.
 */
export default function ServicePage() {
  const { pathname } = useLocation();
  const service = serviceForPath(pathname);

  return service ? <ServiceDetail key={service.slug} service={service} /> : <UnknownService />;
}

function ServiceBanner({ service }: { service: ServiceContent }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="service-title"
      css={css`
        position: relative;
        isolation: isolate;
        padding: ${theme.space[8]} ${theme.space[4]};
        min-height: 320px;
        display: grid;
        align-items: end;
        overflow: hidden;
        background: ${theme.colors.ink};
        img {
          position: absolute;
          inset: 0;
          z-index: -2;
          width: 100%;
          height: 100%;
          max-width: none;
          object-fit: cover;
        }
        /* A scrim over the picture, dark enough everywhere for the white heading
           (4.5:1 even where the picture is white). */
        &::before {
          content: '';
          position: absolute;
          inset: 0;
          z-index: -1;
          background: ${theme.gradients.photoScrim};
        }
        h1,
        p {
          color: ${theme.colors.inverse};
          margin: 0;
        }
      `}
    >
      <img src={service.banner.src} alt={service.banner.alt} width={1600} height={700} fetchPriority="high" elementtiming="first-view" />
      <Container>
        <p
          css={css`
            font-size: ${theme.fontSizes.sm};
            letter-spacing: 0.12em;
            text-transform: uppercase;
            font-weight: 700;
            color: ${theme.colors.accent} !important;
          `}
        >
          {serviceDetail.kicker}
        </p>
        <h1
          id="service-title"
          css={css`
            font-size: ${theme.fontSizes['4xl']};
            margin: ${theme.space[2]} 0 !important;
          `}
        >
          {service.name}
        </h1>
        <p
          css={css`
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {service.tagline}
        </p>
      </Container>
    </section>
  );
}

function QuoteInvitation({ service }: { service: ServiceContent }) {
  const theme = useTheme();
  const { quote } = serviceDetail;
  return (
    <div
      css={css`
        padding: ${theme.space[5]};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
        h2 {
          margin-top: 0;
          font-size: ${theme.fontSizes.xl};
        }
      `}
    >
      <h2>
        {quote.titleStart}
        {service.name.toLowerCase()}
        {quote.titleEnd}
      </h2>
      <p>{quote.text}</p>
      <ButtonLink to={paths.getAFreeQuote.href()}>{quote.buttonLabel}</ButtonLink>
    </div>
  );
}

function ServiceAbout({ service }: { service: ServiceContent }) {
  const theme = useTheme();
  return (
    <PageSection labelledBy="service-about-title">
      <SplitColumns columns="3fr 2fr">
        <div>
          <SectionHeading id="service-about-title" align="left">
            {serviceDetail.aboutTitle(service.name)}
          </SectionHeading>
          {service.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {service.lists.map((list) => (
            <div key={list.title}>
              <h3>{list.title}</h3>
              <CheckList items={list.items} />
            </div>
          ))}
        </div>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[5]};
          `}
        >
          <LoopingVideo {...service.video} />
          <QuoteInvitation service={service} />
        </div>
      </SplitColumns>
    </PageSection>
  );
}

function ServiceDetail({ service }: { service: ServiceContent }) {
  return (
    <>
      <ServiceBanner service={service} />
      <ServiceAbout service={service} />
    </>
  );
}

function UnknownService() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="unknown-service-title">
      <div
        role="alert"
        css={css`
          text-align: center;
          padding: ${theme.space[6]} 0;
        `}
      >
        <h1 id="unknown-service-title">{serviceDetail.unknown.title}</h1>
        <p>{serviceDetail.unknown.text}</p>
        <ButtonLink to={paths.services.href()}>{serviceDetail.unknown.linkLabel}</ButtonLink>
      </div>
    </PageSection>
  );
}
