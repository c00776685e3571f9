import { ContactSection } from '../components/contact/contact-section';
import { useScrollToTop } from '../components/layout/use-scroll-to-top';

/** The contact section as a page (/herocontact). */
export default function ContactPage() {
  useScrollToTop();
  return <ContactSection headingLevel={1} />;
}
