// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { requestsInFlight, trackRequest } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests in flight (the 4 px progress bar)', () => {
  it('counts each request of the HTTP client until its answer is read, failures included', async () => {
    const answers: Array<(response: Response) => void> = [];
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))));
    const first = http.get('/api/a');
    const second = http.get('/api/b').catch(() => undefined);
    expect(requestsInFlight()).toBe(2);

    answers[0]?.(new Response('{}', { status: 200 }));
    await first;
    expect(requestsInFlight()).toBe(1);

    answers[1]?.(new Response('{"error":"No"}', { status: 409 }));
    await second;
    expect(requestsInFlight()).toBe(0);
  });

  it('counts a request that never reached the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await http.get('/api/x').catch(() => undefined);
    expect(requestsInFlight()).toBe(0);
  });

  it('ends a tracked request once, however often it is told', () => {
    const done = trackRequest();
    expect(requestsInFlight()).toBe(1);
    done();
    done();
    expect(requestsInFlight()).toBe(0);
  });
});
