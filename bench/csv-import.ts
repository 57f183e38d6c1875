// Product CSV import: a file of 10,000 new products in three languages with some malformed rows mixed in, posted
// to POST /api/admin/products/import and followed through GET …/import/{id} until the job is done. Reports the
// seconds from upload to done (search re-indexed, ledger and audit written), rows per second, and how many rows
// were reported malformed (must equal the number planted). Target: under a minute on PostgreSQL.
import { stringify } from 'csv-stringify/sync';
import { buildCatalogueTestServer } from '../apps/api/src/services/catalogue-admin/test-server';
import type { TestBackend } from '../apps/api/src/test/databases';
import { round } from './lib/stats';

export interface CsvImportBenchResult {
  backend: TestBackend;
  rows: number;
  malformedPlanted: number;
  malformedReported: number;
  created: number;
  seconds: number;
  rowsPerSecond: number;
}

const WORDS = {
  ku: ['سەلاجە', 'پانکە', 'کەتڵ', 'گڵۆپ', 'مۆبایل', 'شاشە', 'ئوتوو', 'مایکرۆوەیڤ'],
  ar: ['ثلاجة', 'مروحة', 'غلاية', 'مصباح', 'هاتف', 'شاشة', 'مكواة', 'ميكروويف'],
  en: ['fridge', 'fan', 'kettle', 'lamp', 'phone', 'screen', 'iron', 'microwave'],
};

/** `rows` data lines; every 100th is malformed in one of five ways. */
function csvFile(rows: number): { bytes: Buffer; malformed: number } {
  const records: string[][] = [
    [
      'sku',
      'title_ku',
      'title_ar',
      'title_en',
      'description_ku',
      'description_ar',
      'description_en',
      'price',
      'original_price',
      'stock',
      'category',
      'brand',
      'active',
    ],
  ];
  let malformed = 0;
  for (let i = 1; i <= rows; i++) {
    const w = i % WORDS.en.length;
    const record = [
      `BENCH-${i}`,
      `${WORDS.ku[w]} ${i}`,
      `${WORDS.ar[w]} ${i}`,
      `${WORDS.en[w]} ${i}`,
      `${WORDS.ku[w]}ی باش بۆ ماڵەوە، ژمارە ${i}`,
      `${WORDS.ar[w]} ممتازة للمنزل، رقم ${i}`,
      `A good ${WORDS.en[w]} for the home, number ${i}`,
      String(5_000 + (i % 400) * 1_000),
      i % 4 === 0 ? String(10_000 + (i % 400) * 1_000) : '',
      String(i % 60),
      i % 2 ? 'kettles' : 'fridges',
      i % 3 ? 'zagros' : '',
      'true',
    ];
    if (i % 100 === 0) {
      malformed++;
      switch ((i / 100) % 5) {
        case 0:
          record[7] = 'twelve';
          break;
        case 1:
          record[0] = 'bad sku';
          break;
        case 2:
          record[10] = 'no-such-category';
          break;
        case 3:
          record.splice(3, 2);
          break;
        case 4:
          record[9] = '-5';
          break;
      }
    }
    records.push(record);
  }
  return { bytes: Buffer.from(stringify(records)), malformed };
}

export async function benchCsvImport(
  backend: TestBackend,
  rows: number,
  log: (line: string) => void,
): Promise<CsvImportBenchResult> {
  const server = await buildCatalogueTestServer(backend);
  try {
    const file = csvFile(rows);
    log(
      `  csv import ${backend}: ${rows} rows (${file.malformed} malformed), ${(file.bytes.length / 1e6).toFixed(1)} MB`,
    );
    const started = performance.now();
    const upload = await server.upload('/api/admin/products/import', {
      name: 'bench.csv',
      type: 'text/csv',
      bytes: file.bytes,
    });
    if (upload.status !== 202) throw new Error(`import answered ${upload.status}: ${JSON.stringify(upload.body)}`);
    for (;;) {
      const res = await server.call('GET', `/api/admin/products/import/${upload.body.data.id}`);
      const job = res.body.data as {
        status: string;
        processed: number;
        total: number;
        created: number;
        errors: unknown[];
      };
      if (job.status === 'done' || job.status === 'failed') {
        if (job.status === 'failed') throw new Error('the import job failed');
        const seconds = (performance.now() - started) / 1000;
        return {
          backend,
          rows,
          malformedPlanted: file.malformed,
          malformedReported: job.errors.length,
          created: job.created,
          seconds: round(seconds, 1),
          rowsPerSecond: Math.round(rows / seconds),
        };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await server.close();
  }
}
