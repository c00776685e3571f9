// @ts-check
/** Federation contract of mfe-careers; must match remoteModules in shared-ui/src/remote-contract.ts. */
module.exports = {
  exposes: {
    './CareersPage': './src/pages/careers-page.tsx',
    './JobDetailsPage': './src/pages/job-details-page.tsx',
    './ApplicationPage': './src/pages/application-page.tsx',
  },
};
