import { describe, expect, it } from 'vitest';
import { annotatedFileName, readBlobFailure, spreadsheetProblem } from './spreadsheet-file';

const MB = 1024 * 1024;

describe('spreadsheetProblem (SPEC section 5)', () => {
  it('accepts one .xls or .xlsx of at most 5M', () => {
    expect(spreadsheetProblem({ name: 'parcels.xlsx', size: 5 * MB })).toBeNull();
    expect(spreadsheetProblem({ name: 'PARCELS.XLS', size: 10 })).toBeNull();
  });

  it('names the first thing wrong: count, then type, then size', () => {
    expect(spreadsheetProblem({ name: 'a.xlsx', size: 10 }, 2)).toBe('fileCountLimit');
    expect(spreadsheetProblem({ name: 'a.csv', size: 10 })).toBe('spreadsheetType');
    expect(spreadsheetProblem({ name: 'xlsx', size: 10 })).toBe('spreadsheetType');
    expect(spreadsheetProblem({ name: 'a.xlsx.exe', size: 10 })).toBe('spreadsheetType');
    expect(spreadsheetProblem({ name: 'a.xlsx', size: 5 * MB + 1 })).toBe('fileTooLarge');
  });
});

describe('annotatedFileName', () => {
  it('adds the suffix and always ends in .xlsx', () => {
    expect(annotatedFileName('parcels.xls', 'errors')).toBe('parcels-errors.xlsx');
    expect(annotatedFileName('my.parcels.xlsx', '错误')).toBe('my.parcels-错误.xlsx');
  });
});

describe('readBlobFailure', () => {
  it('turns a blob error body back into JSON', async () => {
    const body = { error: { message: 'Only .xls or .xlsx files can be uploaded' } };
    const error = {
      response: { status: 400, data: new Blob([JSON.stringify(body)], { type: 'application/json' }) },
    };
    await readBlobFailure(error);
    expect(error.response.data).toEqual(body);
  });

  it('leaves other failures alone', async () => {
    const error = new Error('Network Error');
    expect(await readBlobFailure(error)).toBe(error);
  });
});
