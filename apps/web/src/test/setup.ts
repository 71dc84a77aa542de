import { configure } from '@testing-library/react';

// The run shares the machine's cores with the API's files: on a loaded 2-core machine a page renders in
// seconds, not in the library's default second. A wait still fails when what it waits for never shows.
configure({ asyncUtilTimeout: 5_000 });
