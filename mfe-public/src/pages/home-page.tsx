import { AboutSection } from '../components/home/about-section';
import { Founders } from '../components/home/founders';
import { Hero } from '../components/home/hero';
import { LoaderPlaceholder } from '../components/home/loader-placeholder';
import { PartnerStrip } from '../components/home/partner-strip';
import { PurposeCards } from '../components/home/purpose-cards';
import { TransportCards } from '../components/home/transport-cards';
import { WhyChooseUs } from '../components/home/why-choose-us';
import { ContactSection } from '../components/contact/contact-section';

/**
 * Home: hero, loader placeholder,
 * partners, transport modes, founders, why choose us, about (scroll target
 * `about-section`), mission / vision / purpose, contact (`contact-section`).
 */
export default function HomePage() {
  return (
    <>
      <Hero />
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
