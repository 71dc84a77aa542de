/** The project's own lint rules (plugin `pb`), each proved by `apps/api/src/core/layers.test.ts`. */
import noCycle from './no-cycle.js';
import oneWriter from './one-writer.js';
import webLayers from './web-layers.js';

export default { meta: { name: 'pb' }, rules: { 'no-cycle': noCycle, 'one-writer': oneWriter, 'web-layers': webLayers } };
