/** The project's own lint rules (plugin `pb`), each proved by `apps/api/src/core/layers.test.ts`. */
import noBoliviaOffset from './no-bolivia-offset.js';
import noCycle from './no-cycle.js';
import noSplitReverseJoin from './no-split-reverse-join.js';
import oneWriter from './one-writer.js';
import webLayers from './web-layers.js';

export default {
  meta: { name: 'pb' },
  rules: { 'no-bolivia-offset': noBoliviaOffset, 'no-cycle': noCycle, 'no-split-reverse-join': noSplitReverseJoin, 'one-writer': oneWriter, 'web-layers': webLayers },
};
