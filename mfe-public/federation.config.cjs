// @ts-check
/**
 * The federation contract of mfe-public: each exposed module default-exports
 * a page component. Must match `remoteModules.mfePublic` in
 * shared-ui/src/remote-contract.ts (checked by a unit test).
 */
module.exports = {
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './AboutPage': './src/pages/about-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './ServicePage': './src/pages/service-page.tsx',
    './ServicesOverviewPage': './src/pages/services-overview-page.tsx',
    './CsrPage': './src/pages/csr-page.tsx',
    './QuotePage': './src/pages/quote-page.tsx',
  },
};
