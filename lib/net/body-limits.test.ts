import { describe, expect, it } from 'vitest';
import { bodyLimitFor, JSON_BODY_LIMIT, SPREADSHEET_UPLOAD_LIMIT } from './body-limits';

describe('bodyLimitFor', () => {
  it('gives JSON routes 1 MB and the spreadsheet upload 5 MB plus multipart overhead', () => {
    expect(JSON_BODY_LIMIT).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/passport-management/login')).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor('/api/u/ship-for-me/parcel/import-by-excel')).toBe(SPREADSHEET_UPLOAD_LIMIT);
    expect(SPREADSHEET_UPLOAD_LIMIT).toBeGreaterThan(5 * 1024 * 1024);
    expect(SPREADSHEET_UPLOAD_LIMIT).toBeLessThan(6 * 1024 * 1024);
  });
});
