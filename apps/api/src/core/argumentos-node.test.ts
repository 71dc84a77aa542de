import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const leer = (ruta: string) => readFileSync(new URL(ruta, import.meta.url), 'utf8');
const ARGUMENTOS: string[] = JSON.parse(leer('../../argumentos-node.json'));

/** Decision 079: every copy of the API runs with the same Node flags, wherever it is started. */
describe("Node's flags for the API", () => {
  it('are the ones `npm start` and the systemd unit pass before the program', () => {
    const inicio: string = JSON.parse(leer('../../package.json')).scripts.start;
    expect(inicio).toBe(`node ${ARGUMENTOS.join(' ')} dist/main.js`);
    const unidad = leer('../../../../deploy/systemd/probolivia@.service').match(/^ExecStart=(.*)$/m)![1]!;
    expect(unidad).toContain(`/node ${ARGUMENTOS.join(' ')} --env-file=`);
  });

  it("cap the young generation of this machine's Node (without them it grows to 128 MB here)", () => {
    // A workload that keeps a few hundred thousand objects alive while it allocates, as a CSV page does.
    const programa = `let k=[];for(let i=0;i<3e6;i++){k.push({a:i,b:'x'+i});if(k.length>2e5)k=[]}
      process.stdout.write(String(require('v8').getHeapSpaceStatistics().find((s)=>s.space_name==='new_space').space_size))`;
    const nuevaMb = (argumentos: string[]) => Number(execFileSync(process.execPath, [...argumentos, '-e', programa], { encoding: 'utf8' })) / 2 ** 20;
    expect(nuevaMb(ARGUMENTOS)).toBeLessThanOrEqual(32);
  });
});
