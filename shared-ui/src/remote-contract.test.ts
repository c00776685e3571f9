import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteModules, type RemoteName } from './remote-contract';
import { paths, serviceSlugs, usesShortFooter } from './paths';

const repoRoot = path.resolve(__dirname, '../..');

const remoteDirs: Record<RemoteName, string> = {
  mfePublic: 'mfe-public',
  mfeCareers: 'mfe-careers',
  mfeBlog: 'mfe-blog',
  mfeAdmin: 'mfe-admin',
};

interface FederationConfig {
  exposes: Record<string, string>;
}

describe('federation contract', () => {
  it('names a folder for every remote', () => {
    expect(Object.keys(remoteDirs).sort()).toEqual(Object.keys(remoteModules).sort());
  });

  describe.each(Object.entries(remoteDirs) as [RemoteName, string][])('%s (%s)', (remote, dir) => {
    const config = jest.requireActual<FederationConfig>(path.join(repoRoot, dir, 'federation.config.cjs'));

    it('exposes exactly the modules of the contract', () => {
      expect(Object.keys(config.exposes).sort()).toEqual([...remoteModules[remote]].sort());
    });

    it.each(Object.entries(config.exposes))('exposed %s exists (%s)', (_name, file) => {
      expect(existsSync(path.resolve(repoRoot, dir, file))).toBe(true);
    });
  });
});

describe('usesShortFooter', () => {
  it('is true on /about and the six service pages', () => {
    expect(usesShortFooter('/about')).toBe(true);
    expect(usesShortFooter('/about/')).toBe(true);
    for (const slug of serviceSlugs) expect(usesShortFooter(`/${slug}`)).toBe(true);
  });

  it('is false elsewhere', () => {
    for (const pathname of ['/', '/heroabout', '/careers', '/allblogs', '/csr', '/aboutus', '/customclearance/x', '/admin']) {
      expect(usesShortFooter(pathname)).toBe(false);
    }
  });
});

describe('paths', () => {
  it('has the routes of the spec', () => {
    expect(paths).toMatchObject({
      home: '/',
      about: '/about',
      heroContact: '/herocontact',
      heroAbout: '/heroabout',
      csr: '/csr',
      allBlogs: '/allblogs',
      careers: '/careers',
      careerInputField: '/careerinputfield',
      getAFreeQuote: '/getafreequote',
      signIn: '/signin',
      admin: '/admin',
      adminBlogPost: '/adminblogpostallowance',
      adminEditBlogs: '/admineditblogs',
      adminCareerPost: '/admincareerpostallowance',
      adminCareerEdit: '/admincareereditallowance',
      adminAllApplicants: '/adminallapplicants',
      adminViewQuoteRequests: '/adminviewquoterequests',
    });
    expect(serviceSlugs).toEqual([
      'customclearance',
      'freightforwarding',
      'transportation',
      'warehousing',
      'eximconsultancy',
      'logisticsdesign',
    ]);
    expect(paths.service('warehousing')).toBe('/warehousing');
  });

  it('builds detail paths and encodes ids', () => {
    expect(paths.blog('abc')).toBe('/blog/abc');
    expect(paths.jobDetails('j1')).toBe('/jobdetails/j1');
    expect(paths.quoteDetails('q 1')).toBe('/quoteDetails/q%201');
    expect(paths.blogEdit('a/b')).toBe('/blogedit/a%2Fb');
    expect(paths.applicantDetail('x')).toBe('/applicantDetail/x');
  });
});
