import { mountStandalone, type PageLoader } from '@seawave/shared-ui/standalone';
import manifest from '../routes.json';

/** Loads a page of this remote by its manifest file ("./src/pages/<name>.tsx"). */
const loadPage: PageLoader = (file) =>
  import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file.replace('./src/pages/', '')}`) as ReturnType<PageLoader>;

// This remote on its own, for its team's development; the shell loads remoteEntry.js instead.
mountStandalone(manifest, loadPage);
