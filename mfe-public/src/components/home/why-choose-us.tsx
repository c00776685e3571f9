import { css, useTheme } from '@emotion/react';
import { SectionHeading } from '@seawave/shared-ui/page';
import { whyChooseSection } from '../../content/home';
import { Icon } from '../icons/icons';
import { PageSection } from '../layout/page-section';

/** 'Why choose us for your service' with its four blocks. */
export function WhyChooseUs() {
  const theme = useTheme();
  return (
    <PageSection labelledBy="why-title" name="why-choose-us" tone="dark">
      <SectionHeading id="why-title" subtitle={whyChooseSection.line} inverse>
        {whyChooseSection.title}
      </SectionHeading>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[5]};
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
          li {
            padding: ${theme.space[5]};
            border: 1px solid ${theme.colors.inverseBorder};
            border-radius: ${theme.radii.lg};
          }
          svg {
            color: ${theme.colors.accent};
          }
          h3 {
            margin: ${theme.space[3]} 0 ${theme.space[2]};
            color: ${theme.colors.inverse};
            font-size: ${theme.fontSizes.lg};
          }
          p {
            margin: 0;
            color: ${theme.colors.inverseMuted};
          }
        `}
      >
        {whyChooseSection.blocks.map((block) => (
          <li key={block.title}>
            <Icon name={block.icon} size={40} />
            <h3>{block.title}</h3>
            <p>{block.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
