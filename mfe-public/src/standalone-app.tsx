import { Link, Route, Routes } from 'react-router-dom';
import { paths, serviceSlugs } from '@seawave/shared-ui';
import HomePage from './pages/home-page';
import AboutPage from './pages/about-page';
import ContactPage from './pages/contact-page';
import ServicePage from './pages/service-page';
import ServicesOverviewPage from './pages/services-overview-page';
import CsrPage from './pages/csr-page';

/**
 * This remote on its own (port 3001), for its team's development: the same
 * pages the shell composes, without the shell's header and footer.
 */
export function StandaloneApp() {
  return (
    <>
      <nav aria-label="Standalone pages" css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '0.5rem 1rem', background: '#eef' }}>
        <Link to={paths.home}>Home</Link>
        <Link to={paths.about}>About</Link>
        <Link to={paths.heroContact}>Contact</Link>
        <Link to={paths.services}>Services</Link>
        <Link to={paths.csr}>CSR</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.heroAbout} element={<AboutPage />} />
          <Route path={paths.heroContact} element={<ContactPage />} />
          <Route path={paths.services} element={<ServicesOverviewPage />} />
          {serviceSlugs.map((slug) => (
            <Route key={slug} path={paths.service(slug)} element={<ServicePage />} />
          ))}
          <Route path={paths.csr} element={<CsrPage />} />
        </Routes>
      </main>
    </>
  );
}
