import { PageContainer } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';

/** /faq: answers to the questions customers ask most. */
export default function FaqPage() {
  return (
    <PageContainer padded>
      <PageTitle>Frequently Asked Questions</PageTitle>
      <p>How long does customs clearance take? Usually one to two working days once the papers are complete.</p>
    </PageContainer>
  );
}
