import { describeDataApiContract } from './data-api-contract';
import { createMemoryDataApi } from './memory-data-api';

// The in-memory data interface used by component tests keeps the same contract as the site's.
describeDataApiContract('in-memory (component tests)', async (options) => createMemoryDataApi(options));
