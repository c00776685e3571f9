import { describeDataApiContract } from './data-api-contract';
import { createMemoryDataApi } from './memory-data-api';

// The in-memory data interface used by component tests keeps the same contract as the site's
// (written by staff, as the Firebase run of the contract is: the public's write limits are tested below).
describeDataApiContract('in-memory (component tests)', async (options) => createMemoryDataApi({ ...options, writer: { uid: 'staff', limited: false } }));
