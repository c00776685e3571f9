import { useEffect } from 'react';
import { ContactSection } from '../components/contact/contact-section';

/** The contact section as a page (/herocontact). */
export default function ContactPage() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return <ContactSection headingLevel={1} />;
}
