import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, toCsv } from './csv.js';

describe('toCsv', () => {
  it('joins plain fields with commas and ends every line with CRLF', () => {
    expect(toCsv([['Month', 'Revenue'], ['Jan 2030', '450']])).toBe('Month,Revenue\r\nJan 2030,450\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('1,234')).toBe('"1,234"');
    expect(csvField('The "Pro" plan')).toBe('"The ""Pro"" plan"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(toCsv([['a,b', '"', '']])).toBe('"a,b","""",\r\n');
  });

  it('leaves other text, accents included, as it is', () => {
    expect(csvField('Überblick – 4,5 %'.replace(',', '.'))).toBe('Überblick – 4.5 %');
  });
});

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('csvBlob', () => {
  it('is UTF-8 CSV led by a byte order mark', async () => {
    const blob = csvBlob([['Rôle', 'Nombre'], ['Coach', '3']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await readBytes(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Rôle,Nombre\r\nCoach,3\r\n');
  });
});
