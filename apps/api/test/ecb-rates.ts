/** The ECB's own format, as served at /stats/eurofxref/eurofxref-hist-90d.xml. */
export const ecbXml = (
  days: { date: string; rates: Record<string, string> }[],
) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
${days
  .map(
    (day) =>
      `    <Cube time="${day.date}">\n${Object.entries(day.rates)
        .map(([currency, rate]) => `      <Cube currency="${currency}" rate="${rate}"/>`)
        .join('\n')}\n    </Cube>`,
  )
  .join('\n')}
  </Cube>
</gesmes:Envelope>`;

export const ECB_XML = ecbXml([
  { date: '2027-02-26', rates: { USD: '1.0812', JPY: '162.45', BRL: '5.8123' } },
  { date: '2027-03-01', rates: { USD: '1.0850', JPY: '163.10', BRL: '5.8400' } },
]);
