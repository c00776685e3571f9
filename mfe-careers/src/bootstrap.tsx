import { mountStandalone, type PageLoader } from '@seawave/shared-ui/standalone';
import manifest from '../routes.json';

const loadPage: PageLoader = (file) =>
  import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file.replace('./src/pages/', '')}`) as ReturnType<PageLoader>;

// Standalone mount for this remote's own development; the shell loads remoteEntry.js instead.
mountStandalone(manifest, loadPage);
