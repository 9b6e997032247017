import { describe, expect, it } from 'vitest';
import { BASE64_IMAGES_JSON_LIMIT, bodyLimitFor, JSON_BODY_LIMIT, SPREADSHEET_UPLOAD_LIMIT } from './body-limits';

describe('bodyLimitFor', () => {
  it('gives JSON routes 1 MB and the spreadsheet upload 5 MB plus multipart overhead', () => {
    expect(JSON_BODY_LIMIT).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/passport-management/login')).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitFor('/api/u/ship-for-me/parcel/import-by-excel')).toBe(SPREADSHEET_UPLOAD_LIMIT);
    expect(bodyLimitFor('/api/u/ship-for-me/parcel/import-by-excel/annotated')).toBe(SPREADSHEET_UPLOAD_LIMIT);
    expect(bodyLimitFor('/api/u/ship-for-me/parcel/import-by-excel/other')).toBe(JSON_BODY_LIMIT);
    expect(SPREADSHEET_UPLOAD_LIMIT).toBeGreaterThan(5 * 1024 * 1024);
    expect(SPREADSHEET_UPLOAD_LIMIT).toBeLessThan(6 * 1024 * 1024);
  });

  it('gives the staff photo routes room for 3 base64 images of 5 MB, and nothing else under /api/admin/parcel', () => {
    expect(bodyLimitFor('/api/admin/parcel/arrive')).toBe(BASE64_IMAGES_JSON_LIMIT);
    expect(bodyLimitFor('/api/admin/parcel/P1/photos')).toBe(BASE64_IMAGES_JSON_LIMIT);
    expect(bodyLimitFor('/api/admin/parcel/P1/inbound')).toBe(JSON_BODY_LIMIT);
    expect(BASE64_IMAGES_JSON_LIMIT).toBeGreaterThan((3 * 5 * 1024 * 1024 * 4) / 3);
  });
});
