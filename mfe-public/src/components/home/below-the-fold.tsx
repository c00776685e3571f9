import { AboutSection } from './about-section';
import { Founders } from './founders';
import { LoaderPlaceholder } from './loader-placeholder';
import { PartnerStrip } from './partner-strip';
import { PurposeCards } from './purpose-cards';
import { TransportCards } from './transport-cards';
import { WhyChooseUs } from './why-choose-us';
import { ContactSection } from '../contact/contact-section';

/**
 * The home page below the hero: loader placeholder, partners, transport
 * modes, founders, why choose us, about (scroll target `about-section`),
 * mission / vision / purpose, contact (`contact-section`).
 */
export default function BelowTheFold() {
  return (
    <>
      <LoaderPlaceholder />
      <PartnerStrip />
      <TransportCards />
      <Founders />
      <WhyChooseUs />
      <AboutSection />
      <PurposeCards />
      <ContactSection id="contact-section" />
    </>
  );
}
