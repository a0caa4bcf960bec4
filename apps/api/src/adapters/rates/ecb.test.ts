import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECB_XML } from '../../../test/ecb-rates';
import { createEcbRates, parseEcbRates, RatesSourceError } from './ecb';

let server: Server;
let baseUrl: string;
let answer = { status: 200, body: ECB_XML };
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/stats/eurofxref/eurofxref-hist-90d.xml') {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.statusCode = answer.status;
    res.setHeader('content-type', 'text/xml');
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('ECB reference rates', () => {
  it('reads every day of the feed, newest first', async () => {
    answer = { status: 200, body: ECB_XML };
    const days = await createEcbRates(baseUrl).recent();
    expect(days).toEqual([
      { date: '2027-03-01', perEuro: { USD: '1.0850', JPY: '163.10', BRL: '5.8400' } },
      { date: '2027-02-26', perEuro: { USD: '1.0812', JPY: '162.45', BRL: '5.8123' } },
    ]);
  });

  it('fails clearly on an error answer, an empty feed or no server', async () => {
    answer = { status: 503, body: 'down' };
    await expect(createEcbRates(baseUrl).recent()).rejects.toThrow(/HTTP 503/);
    answer = { status: 200, body: '<html>maintenance</html>' };
    await expect(createEcbRates(baseUrl).recent()).rejects.toThrow(RatesSourceError);
    await expect(createEcbRates('http://127.0.0.1:1/x').recent()).rejects.toThrow(/could not be reached/);
    expect(parseEcbRates('not xml at all <')).toEqual([]);
  });
});
