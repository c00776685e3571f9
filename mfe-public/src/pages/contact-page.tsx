import { ContactSection } from '../components/contact/contact-section';

/** The contact section as a page (/herocontact). */
export default function ContactPage() {
  return <ContactSection headingLevel={1} />;
}
