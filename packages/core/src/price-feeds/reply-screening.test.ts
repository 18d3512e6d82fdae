import { describe, expect, it } from 'vitest';
import { screenReply } from './reply-screening.ts';

const ecbXml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<Cube><Cube time='2026-11-27'><Cube currency='USD' rate='1.0412'/></Cube></Cube>
</gesmes:Envelope>
`;

describe('screenReply', () => {
  it.each([
    ['empty', '', 'ecb-xml', null, 'The reply was empty'],
    ['blank', ' \n\t', 'ice-csv', null, 'The reply was empty'],
    [
      'a captive portal',
      '<!DOCTYPE html><html><title>Sign in to Wi-Fi</title>',
      'ice-csv',
      null,
      'HTML page',
    ],
    [
      'an error page without a doctype',
      '<html><body>502 Bad Gateway</body></html>',
      'ecb-xml',
      null,
      'HTML page',
    ],
    [
      'text/html said by the server',
      'Service unavailable',
      'psc-csv',
      'text/html; charset=utf-8',
      'HTML page',
    ],
    ['a cut XML file', ecbXml.slice(0, 200), 'ecb-xml', 'text/xml', 'cut short'],
    ['a cut JSON file', '[{"contractId":"NewYork11"', 'psc-json', 'application/json', 'cut short'],
  ] as const)('refuses %s', (_what, text, format, contentType, reason) => {
    expect(screenReply(text, format, contentType)).toContain(reason);
  });

  it.each([
    ['the ECB file', ecbXml, 'ecb-xml', 'text/xml'],
    ['a CSV file', 'contractId,periodId\n', 'psc-csv', 'text/csv'],
    ['a JSON reply', '{"data":[]}', 'vendor-json', null],
  ] as const)('passes %s', (_what, text, format, contentType) => {
    expect(screenReply(text, format, contentType)).toBeNull();
  });
});
