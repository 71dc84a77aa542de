import { readFileSync } from 'node:fs';
import { TEXTOS } from '@pb/contract/mensajes';
import { expect, it } from 'vitest';

// deploy/haproxy-503.http is what the balancer answers when no copy of the API is ready (a quorum
// lost, every copy down): the API's error shape and message, byte for byte a valid HTTP answer.
it('the balancer’s own 503 is the API’s Spanish error, with its exact length', () => {
  const archivo = readFileSync(new URL('../../../../deploy/haproxy-503.http', import.meta.url));
  const corte = archivo.indexOf('\r\n\r\n');
  const cabeceras = archivo.subarray(0, corte).toString('latin1').split('\r\n');
  const cuerpo = archivo.subarray(corte + 4);
  expect(cabeceras[0]).toBe('HTTP/1.1 503 Service Unavailable');
  expect(cabeceras).toContain('Content-Type: application/json; charset=utf-8');
  expect(cabeceras).toContain(`Content-Length: ${cuerpo.length}`);
  expect(JSON.parse(cuerpo.toString('utf8'))).toEqual({ error: TEXTOS.sistemaNoDisponible, code: 'UNAVAILABLE' });
});
