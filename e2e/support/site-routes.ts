import adminManifest from '../../mfe-admin/routes.json';
import blogManifest from '../../mfe-blog/routes.json';
import careersManifest from '../../mfe-careers/routes.json';
import publicManifest from '../../mfe-public/routes.json';

/** The records the detail routes open. */
export interface RouteIds {
  postId: string;
  jobId: string;
  quoteId: string;
  applicantId: string;
}

/** Records of the sample content every test project starts with. */
export const sampleIds: RouteIds = {
  postId: 'seed-post-dpd',
  jobId: 'seed-job-customs-executive',
  quoteId: 'seed-quote-traders',
  applicantId: 'seed-applicant-one',
};

const manifests = [publicManifest, careersManifest, blogManifest, adminManifest];

/**
 * Every route of the site, read from the remotes' route manifests (so a new
 * page is checked without touching the specs), its parameter filled with the
 * given record: the routes anyone may open (sign-in included) and the routes
 * for staff only.
 */
export function siteUrls(ids: RouteIds = sampleIds): { publicUrls: string[]; staffUrls: string[] } {
  const values: Record<string, string | undefined> = { ...ids };
  const fill = (pattern: string): string =>
    pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`No record given for :${name} in ${pattern}`);
      return encodeURIComponent(value);
    });
  const routes = manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes));
  return {
    publicUrls: routes.filter((route) => !('adminOnly' in route && route.adminOnly)).map((route) => fill(route.path)),
    staffUrls: routes.filter((route) => 'adminOnly' in route && route.adminOnly).map((route) => fill(route.path)),
  };
}
